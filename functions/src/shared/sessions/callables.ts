import type { CallableSchemas, SameKeys } from '../core/callables';
import { createSessionRequest, sessionIdRequest } from './schemas';

export const sessionCallables = {
  createSession: createSessionRequest,
  refreshSession: sessionIdRequest,
  endSession: sessionIdRequest,
} satisfies CallableSchemas;

export interface SessionResponses {
  /** expiresAt in ms since epoch: the reality check shows from then on. */
  createSession: { sessionId: string; expiresAt: number };
  refreshSession: { sessionId: string; expiresAt: number };
  endSession: { ended: true };
}

export const sessionContractIsComplete: SameKeys<keyof typeof sessionCallables, keyof SessionResponses> = true;
