import { HttpsError, onCall, type CallableRequest as FirebaseCallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { ValidationError } from 'yup';
import {
  callableRequestSchemas,
  type CallableName,
  type CallableRequest,
  type CallableResponse,
} from '../shared/contract';
import { hasAnyRole, type Role, type RoleClaims } from '../shared/core/roles';
import { coreMessages } from '../shared/core/messages';

export interface CallContext {
  /** Signed-in caller's uid; null for visitors (only when `allow` includes 'visitor'). */
  uid: string | null;
  claims: (RoleClaims & Record<string, unknown>) | null;
  raw: FirebaseCallableRequest<unknown>;
}

export interface SignedInContext extends CallContext {
  uid: string;
  claims: RoleClaims & Record<string, unknown>;
}

interface CallableOptions {
  /** Who may call: defaults to any signed-in user. */
  allow?: readonly Role[];
  /** Secrets the handler reads (Firebase secrets; functions/.secret.local in the emulator). */
  secrets?: SecretParam[];
}

/** A deployed callable, branded with its contract name so index.ts can check the exports against the contract. */
export type CallableFunctionFor<K extends CallableName> = ReturnType<typeof onCall> & { readonly __callable?: K };

type Handler<K extends CallableName, Ctx> = (data: CallableRequest<K>, context: Ctx) => Promise<CallableResponse<K>>;

/** Validates `data` strictly with a shared schema; a failure becomes invalid-argument with the schema's message. */
export async function validateWith<T>(schema: { validate(data: unknown, options: object): Promise<T> }, data: unknown): Promise<T> {
  try {
    return await schema.validate(data, { strict: true, abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
}

/** Validates a request with the shared schema of callable `name`. */
export async function validateRequest<K extends CallableName>(name: K, data: unknown): Promise<CallableRequest<K>> {
  return (await validateWith(callableRequestSchemas[name], data ?? {})) as CallableRequest<K>;
}

/**
 * Defines the callable `name` from the shared contract: checks the caller's role, validates the request with
 * the same schema the form uses (nothing runs on bad input) and types the handler's request and response.
 */
export function defineCallable<K extends CallableName>(
  name: K,
  options: CallableOptions & { allow: readonly Role[] },
  handler: Handler<K, CallContext>,
): CallableFunctionFor<K>;
export function defineCallable<K extends CallableName>(
  name: K,
  options: CallableOptions,
  handler: Handler<K, SignedInContext>,
): CallableFunctionFor<K>;
export function defineCallable<K extends CallableName>(
  name: K,
  options: CallableOptions,
  handler: Handler<K, SignedInContext>,
): CallableFunctionFor<K> {
  const allow = options.allow ?? ['user'];
  return onCall({ secrets: options.secrets ?? [] }, async (request) => {
    const claims = request.auth ? (request.auth.token as RoleClaims & Record<string, unknown>) : null;
    if (!hasAnyRole(claims, allow)) {
      throw request.auth
        ? new HttpsError('permission-denied', coreMessages.permissionDenied)
        : new HttpsError('unauthenticated', coreMessages.signInRequired);
    }
    const data = await validateRequest(name, request.data);
    try {
      return await handler(data, { uid: request.auth?.uid ?? null, claims, raw: request } as SignedInContext);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error(`${name} failed`, error);
      throw new HttpsError('internal', 'Something went wrong. Please try again.');
    }
  });
}
