import type { Page } from '@playwright/test';
import { authHost } from '../../support/env';
import { PASSWORD } from './accounts';
import { SIGNED_IN_HINT_KEY } from '../../../web/src/features/auth/signedInHintKey';

/** The test build's Firebase web config (web/.env.test). */
const API_KEY = 'demo-api-key';
const APP_NAME = '[DEFAULT]';

interface PasswordSignIn {
  localId: string;
  email: string;
  displayName?: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** Signs in with email and password against the Auth emulator's REST API, as the web SDK does. */
async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as PasswordSignIn;
}

/**
 * The signed-in user as the web SDK keeps it on the device (its `toJSON`). The SDK looks the account up again when
 * it starts, so anything else it needs (verification, claims) comes from the server.
 */
function storedUser(signIn: PasswordSignIn): Record<string, unknown> {
  const now = Date.now();
  return {
    uid: signIn.localId,
    email: signIn.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: signIn.email, email: signIn.email, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: signIn.refreshToken, accessToken: signIn.idToken, expirationTime: now + Number(signIn.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: APP_NAME,
  };
}

/**
 * Opens `path` already signed in as an existing account, as a returning user who signed in on an earlier visit:
 * the session is put where the web SDK keeps it, on the app's origin, before the app loads. Tests of signing in
 * itself go through the login page (`logInWithEmail`); every other test starts here and saves the login screen.
 */
export async function openSignedIn(page: Page, email: string, path: string, password = PASSWORD): Promise<void> {
  const signIn = await signInWithPassword(email, password);
  // A static file of the site: the origin's storage without starting the app.
  await page.goto('/logo.svg');
  // Auth's own record of the user, and the app's note that a session is kept here (so Auth loads at once).
  await page.evaluate(
    ({ userKey, user, hintKey }) => {
      window.localStorage.setItem(userKey, user);
      window.localStorage.setItem(hintKey, '1');
    },
    { userKey: `firebase:authUser:${API_KEY}:${APP_NAME}`, user: JSON.stringify(storedUser(signIn)), hintKey: SIGNED_IN_HINT_KEY },
  );
  await page.goto(path);
}
