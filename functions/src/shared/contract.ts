import type * as yup from 'yup';
import type { AssignableRole } from './roles';
import {
  addUsernameRequest,
  createUserRequest,
  signupWithTwitchRequest,
  updateUserRequest,
  validateUsernameRequest,
} from './schemas';

/**
 * The callable functions: name -> request schema and response type. The functions are exported under these
 * names, the web client calls them through this map, so the compiler catches any drift between the two.
 */
export const callableRequestSchemas = {
  validateUsername: validateUsernameRequest,
  createUser: createUserRequest,
  signupWithTwitch: signupWithTwitchRequest,
  addUsername: addUsernameRequest,
  updateUser: updateUserRequest,
} satisfies Record<string, yup.AnyObjectSchema>;

export interface CallableResponses {
  /** True when the username is free. */
  validateUsername: boolean;
  createUser: { id: string; username: string; created: boolean };
  /** A custom token to sign in with. */
  signupWithTwitch: { token: string };
  addUsername: { username: string };
  updateUser: { id: string; username: string; roles: AssignableRole[] };
}

export type CallableName = keyof typeof callableRequestSchemas;
export type CallableRequest<K extends CallableName> = yup.InferType<(typeof callableRequestSchemas)[K]>;
export type CallableResponse<K extends CallableName> = CallableResponses[K];

// Every callable has a response type and every response type a callable.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const contractIsComplete: Exact<CallableName, keyof CallableResponses> = true;
