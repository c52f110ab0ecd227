import { HttpsError } from 'firebase-functions/v2/https';
import { auth } from '../core/admin';
import { defineCallable } from '../core/callable';
import { ensureUserDocument } from './newUser';
import { TWITCH_UID_PREFIX } from '../shared/auth/constants';
import type { SignInMethod } from '../shared/users/types';
import { coreMessages } from '../shared/core/messages';

/** The sign-in method comes from the verified ID token, never from the request. */
function signInMethodOf(provider: unknown, uid: string): SignInMethod {
  if (provider === 'google.com') return 'google';
  if (provider === 'custom' && uid.startsWith(TWITCH_UID_PREFIX)) return 'twitch';
  return 'email';
}

export const createUser = defineCallable('createUser', {}, async (data, { uid, claims }) => {
  if (data.id !== uid) throw new HttpsError('permission-denied', coreMessages.permissionDenied);
  // The email is the Auth record's (verified by the provider), never the request's.
  const record = await auth.getUser(uid);
  const firebaseClaims = claims.firebase as { sign_in_provider?: string } | undefined;
  const result = await ensureUserDocument({
    uid,
    email: record.email ?? '',
    // Google and Twitch accounts carry a display name; the signup form may send a wanted name instead.
    requestedUsername: data.username ?? record.displayName ?? undefined,
    signInMethod: signInMethodOf(firebaseClaims?.sign_in_provider, uid),
    referralId: data.referralID,
  });
  return { id: uid, ...result };
});
