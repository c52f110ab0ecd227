import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import type { CallableName, CallableResponse } from '../../functions/src/shared/contract';
import { claimsForRoles, type AssignableRole } from '../../functions/src/shared/core/roles';
import { adminAuth } from './admin';
import { PROJECT_ID, authHost, functionsUrl } from './env';

/** A browser-like Firebase client (its own app instance), optionally signed in. */
export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  /** Calls a callable with any payload (tests send bad ones on purpose); the response type follows the contract. */
  call<K extends CallableName>(name: K, data: unknown): Promise<CallableResponse<K>>;
  close(): Promise<void>;
}

/**
 * Longer than the SDK's 70 s default: the concurrency tests queue 50 calls on one balance on a loaded 2-core
 * machine, and what may be refused there is the server's to decide (its money-lock wait), not the test client's.
 */
const CALL_TIMEOUT_MS = 180_000;

/**
 * How a client's `call` reaches the callable: through the Functions emulator (the default, as the web app calls the
 * deployed functions), or a stand-in that runs the callable's handler in this process (the long money simulation).
 */
export type CallTransport = (client: TestClient, name: CallableName, data: unknown) => Promise<unknown>;

let transport: CallTransport | null = null;

/** Sends every client's calls through `next` from now on (null: back to the Functions emulator). */
export function setCallTransport(next: CallTransport | null): void {
  transport = next;
}

export function newClient(): TestClient {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `test-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  const functions = getFunctions(app);
  const { hostname, port } = new URL(functionsUrl());
  connectFunctionsEmulator(functions, hostname, Number(port));
  const client: TestClient = {
    app,
    auth,
    functions,
    async call(name, data) {
      if (transport) return (await transport(client, name, data)) as CallableResponse<typeof name>;
      const result = await httpsCallable(functions, name, { timeout: CALL_TIMEOUT_MS })(data);
      return result.data as CallableResponse<typeof name>;
    },
    close: () => deleteApp(app),
  };
  return client;
}

export interface TestUserOptions {
  uid?: string;
  email?: string;
  emailVerified?: boolean;
  roles?: AssignableRole[];
  /**
   * How the client signs in, which sets the token's sign_in_provider: email and password (default), the Auth
   * emulator's Google provider, or a custom token (as Twitch sign-in does).
   */
  provider?: 'password' | 'google' | 'custom';
  /** The Google profile's display name (Google sign-in only); defaults to the email's local part. */
  displayName?: string;
}

export const TEST_PASSWORD = 'Test1234';

/** Creates an Auth user (no Firestore document) and returns a client signed in as them. */
export async function signedInClient(options: TestUserOptions = {}): Promise<TestClient & { uid: string; email: string }> {
  const provider = options.provider ?? 'password';
  const email = options.email ?? `${options.uid ?? `user-${randomUUID().slice(0, 8)}`}@example.test`.toLowerCase();
  const client = newClient();
  let uid: string;
  if (provider === 'google') {
    const sub = randomUUID().replace(/-/g, '');
    const idToken = JSON.stringify({ sub, email, email_verified: true, name: options.displayName ?? email.split('@')[0] });
    const credential = await signInWithCredential(client.auth, GoogleAuthProvider.credential(idToken));
    uid = credential.user.uid;
  } else {
    uid = options.uid ?? `user-${randomUUID().slice(0, 8)}`;
    await adminAuth.createUser({ uid, email, password: TEST_PASSWORD, emailVerified: options.emailVerified ?? true });
  }
  const claims = options.roles ? claimsForRoles(options.roles) : null;
  if (claims) await adminAuth.setCustomUserClaims(uid, claims);
  if (provider === 'password') await signInWithEmailAndPassword(client.auth, email, TEST_PASSWORD);
  if (provider === 'custom') await signInWithCustomToken(client.auth, await adminAuth.createCustomToken(uid));
  // Pick up claims set after a Google sign-in.
  if (claims) await client.auth.currentUser?.getIdToken(true);
  return Object.assign(client, { uid, email });
}

/**
 * Rejects unless `promise` fails with a callable error of `code`; resolves to the server's message (the client SDK
 * appends the HTTP status, as in `Username is already taken [409]`, which is removed here).
 */
export async function expectCallableError(promise: Promise<unknown>, code: string): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const actual = (error as { code?: string }).code;
    if (actual !== `functions/${code}`) {
      throw new Error(`Expected functions/${code}, got ${actual}: ${(error as Error).message}`, { cause: error });
    }
    return (error as Error).message.replace(/ \[\d{3}\]$/, '');
  }
  throw new Error(`Expected the call to fail with ${code}, but it succeeded`);
}
