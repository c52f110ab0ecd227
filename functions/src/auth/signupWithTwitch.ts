import { HttpsError } from 'firebase-functions/v2/https';
import { auth } from '../core/admin';
import { defineCallable } from '../core/callable';
import { exchangeCode, fetchTwitchUser, TWITCH_CLIENT_SECRET, TwitchRejectedError, type TwitchUser } from '../clients/twitch';
import { ensureUserDocument } from '../users/newUser';
import { TWITCH_UID_PREFIX } from '../shared/auth/constants';
import { authMessages } from '../shared/auth/messages';

const EMAIL_TAKEN = 'An account with this email already exists. Log in with your email and password instead.';

async function ensureAuthUser(uid: string, twitch: TwitchUser): Promise<string> {
  const email = twitch.email ?? `${twitch.login}@users.twitch.invalid`;
  try {
    const existing = await auth.getUser(uid);
    return existing.email ?? email;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  try {
    await auth.createUser({ uid, email, emailVerified: true, displayName: twitch.display_name });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw new HttpsError('already-exists', EMAIL_TAKEN);
    }
    throw error;
  }
  return email;
}

/** Exchanges a Twitch authorization code on the server and returns a custom token for that Twitch account. */
export const signupWithTwitch = defineCallable(
  'signupWithTwitch',
  { allow: ['visitor', 'user'], secrets: [TWITCH_CLIENT_SECRET] },
  async ({ code, redirectUri, referralID }) => {
    let twitch: TwitchUser;
    try {
      twitch = await fetchTwitchUser(await exchangeCode(code, redirectUri));
    } catch (error) {
      if (error instanceof TwitchRejectedError) throw new HttpsError('permission-denied', authMessages.twitchLoginRejected);
      throw error;
    }
    const uid = `${TWITCH_UID_PREFIX}${twitch.id}`;
    const email = await ensureAuthUser(uid, twitch);
    await ensureUserDocument({ uid, email, requestedUsername: twitch.login, signInMethod: 'twitch', referralId: referralID });
    return { token: await auth.createCustomToken(uid) };
  },
);
