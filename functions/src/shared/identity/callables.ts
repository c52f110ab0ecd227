import type { CallableSchemas, SameKeys } from '../core/callables';
import { initVerifyIdentityRequest } from './schemas';

export const identityCallables = {
  initVerifyIdentity: initVerifyIdentityRequest,
} satisfies CallableSchemas;

export interface IdentityResponses {
  /** The identity provider's hosted check to embed for this inquiry. */
  initVerifyIdentity: { inquiryId: string; url: string };
}

export const identityContractIsComplete: SameKeys<keyof typeof identityCallables, keyof IdentityResponses> = true;
