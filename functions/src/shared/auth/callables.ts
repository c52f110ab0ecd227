import type { CallableSchemas, SameKeys } from '../core/callables';
import { signupWithTwitchRequest } from './schemas';

export const authCallables = {
  signupWithTwitch: signupWithTwitchRequest,
} satisfies CallableSchemas;

export interface AuthResponses {
  /** A custom token to sign in with. */
  signupWithTwitch: { token: string };
}

export const authContractIsComplete: SameKeys<keyof typeof authCallables, keyof AuthResponses> = true;
