import { expect } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminDb } from '../support/admin';
import { sandboxUrl } from '../support/env';
import { sandboxPost } from '../support/sandbox';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';


/** Where the geolocation sandbox places callers: everyone, or only `ip` when given. */
export const placeCallers = (country: string, state: string, ip?: string) => sandboxPost('/__sandbox/geo', { country, state, ip });

/** The next `count` geolocation lookups fail (the client tries 3 times). */
export const failLookups = (count: number) => sandboxPost('/__sandbox/geo/fail', { count });

/** Everyone back in London, no failures queued. */
export const resetGeolocation = () => sandboxPost('/__sandbox/geo/reset');

/** Writes config/flags and config/app (merged), as an admin would. */
export async function setConfig(flags: Record<string, boolean>, app: Record<string, unknown> = {}): Promise<void> {
  await Promise.all([
    adminDb.doc(remoteConfigPaths.config('flags')).set(flags, { merge: true }),
    adminDb.doc(remoteConfigPaths.config('app')).set(app, { merge: true }),
  ]);
}

export async function clearConfig(): Promise<void> {
  await Promise.all([adminDb.doc(remoteConfigPaths.config('flags')).delete(), adminDb.doc(remoteConfigPaths.config('app')).delete()]);
}

/**
 * A callable request as the platform hands it to a function, from `ip`, for calling the server's checks directly
 * in this process (with GEOLOCATION_API_URL pointing at the sandbox, as functions/.env.local does for the emulator).
 */
export function requestFrom(ip: string): CallableRequest<unknown> {
  process.env.GEOLOCATION_API_URL = `${sandboxUrl()}/geo`;
  return { data: {}, rawRequest: { ip, headers: {} } } as unknown as CallableRequest<unknown>;
}

/** Expects `promise` to reject with the HttpsError a gambling refusal becomes. */
export async function expectRefusal(promise: Promise<unknown>, code: string, message: string, reason: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, 'the check let the caller through').toBeInstanceOf(HttpsError);
  expect(error).toMatchObject({ code, message, details: { reason } });
}
