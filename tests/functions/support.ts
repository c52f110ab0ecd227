import { afterAll, expect } from 'vitest';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../support/admin';
import { newClient, signedInClient, type TestClient, type TestUserOptions } from '../support/client';
import { sandboxUrl } from '../support/env';
import { productCollections } from '../support/firestoreCollections';
import type { LedgerEntry } from '../../functions/src/shared/ledger/types';
import type { NotificationDoc } from '../../functions/src/shared/notifications/types';
import type { UserDoc, UsernameReservation } from '../../functions/src/shared/users/types';
import { CORE_COLLECTIONS, corePaths } from '../../functions/src/shared/core/firestorePaths';
import { USER_COLLECTIONS, userPaths } from '../../functions/src/shared/users/firestorePaths';
import { LEDGER_COLLECTIONS, ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { NOTIFICATION_COLLECTIONS, notificationPaths } from '../../functions/src/shared/notifications/firestorePaths';

type SignedInClient = Awaited<ReturnType<typeof signedInClient>>;

/** Clients opened by a test file, closed once the file is done. */
const openClients: TestClient[] = [];
afterAll(async () => {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
});

export function track<T extends TestClient>(client: T): T {
  openClients.push(client);
  return client;
}

export async function visitor(): Promise<TestClient> {
  return track(newClient());
}

export async function signIn(options: TestUserOptions = {}): Promise<SignedInClient> {
  return track(await signedInClient(options));
}

export interface AccountUser extends SignedInClient {
  username: string;
}

/** Signs in and creates the account document through createUser, as the web app does after sign-up. */
export async function createAccount(
  options: TestUserOptions & { username?: string; referralID?: string } = {},
): Promise<AccountUser> {
  const { username, referralID, ...userOptions } = options;
  const client = await signIn(userOptions);
  const request: Record<string, string> = { id: client.uid, email: client.email };
  if (username !== undefined) request.username = username;
  if (referralID !== undefined) request.referralID = referralID;
  const result = await client.call('createUser', request);
  expect(result).toMatchObject({ id: client.uid, created: true });
  return Object.assign(client, { username: result.username });
}

export async function userDoc(uid: string): Promise<UserDoc<Timestamp> | undefined> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc<Timestamp> | undefined;
}

export async function reservation(username: string): Promise<UsernameReservation<Timestamp> | undefined> {
  const snap = await adminDb.doc(userPaths.username(username.toLowerCase())).get();
  return snap.data() as UsernameReservation<Timestamp> | undefined;
}

export async function ledgerEntries(uid: string): Promise<Array<LedgerEntry<Timestamp> & { id: string }>> {
  const snap = await adminDb.collection(ledgerPaths.transactions(uid)).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as LedgerEntry<Timestamp>) }));
}

export async function notifications(uid: string): Promise<Array<NotificationDoc<Timestamp>>> {
  const snap = await adminDb.collection(notificationPaths.notifications(uid)).get();
  return snap.docs.map((doc) => doc.data() as NotificationDoc<Timestamp>);
}

export interface Counts {
  authUsers: number;
  users: number;
  usernames: number;
  transactions: number;
  notifications: number;
}

async function countAuthUsers(): Promise<number> {
  let total = 0;
  let pageToken: string | undefined;
  do {
    const page = await adminAuth.listUsers(1000, pageToken);
    total += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return total;
}

/** Everything the accounts slice writes, counted with the admin SDK. */
export async function counts(): Promise<Counts> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  const [authUsers, users, usernames, transactions, notificationCount] = await Promise.all([
    countAuthUsers(),
    count(adminDb.collection(CORE_COLLECTIONS.users)),
    count(adminDb.collection(USER_COLLECTIONS.usernames)),
    count(adminDb.collectionGroup(LEDGER_COLLECTIONS.transactions)),
    count(adminDb.collectionGroup(NOTIFICATION_COLLECTIONS.notifications)),
  ]);
  return { authUsers, users, usernames, transactions, notifications: notificationCount };
}

/** Asserts that running `action` leaves every count as it was. */
export async function expectNothingWritten(action: () => Promise<unknown>): Promise<void> {
  const before = await counts();
  await action();
  expect(await counts()).toEqual(before);
}

/** Every document in the product's collections (sub-collections included), with the time it was last written. */
export async function documentVersions(): Promise<Record<string, string>> {
  const snaps = await Promise.all([...productCollections().keys()].map((name) => adminDb.collectionGroup(name).get()));
  return Object.fromEntries(snaps.flatMap((snap) => snap.docs.map((doc) => [doc.ref.path, doc.updateTime.valueOf()])));
}

/** Asserts that running `action` creates, changes and deletes no document and no Auth user. */
export async function expectNoDocumentWritten<T>(action: () => Promise<T>): Promise<T> {
  const before = { documents: await documentVersions(), authUsers: await countAuthUsers() };
  const result = await action();
  expect({ documents: await documentVersions(), authUsers: await countAuthUsers() }).toEqual(before);
  return result;
}

export const TWITCH_REDIRECT_URI = 'http://127.0.0.1:5173/auth/twitch';

/** Mints a Twitch authorization code on the sandbox server, as its authorize page would after consent. */
export async function mintTwitchCode(login: string, email = '', redirectUri = TWITCH_REDIRECT_URI): Promise<string> {
  const response = await fetch(`${sandboxUrl()}/twitch/__sandbox/codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, email, redirectUri }),
  });
  expect(response.ok).toBe(true);
  const { code } = (await response.json()) as { code: string };
  expect(code).toMatch(/^[0-9a-f]{30}$/);
  return code;
}

export function expectServerTimestamp(value: unknown): void {
  expect(value).toBeInstanceOf(Timestamp);
  expect(Math.abs((value as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
}

const DEFAULT_POLL_MS = 100;
let pollMs = DEFAULT_POLL_MS;

/**
 * How often `waitFor` reads again (100 ms unless set). The long money simulation, whose webhooks are served in its
 * own process and land within milliseconds, polls more often; null puts the default back.
 */
export function setWaitForPollInterval(ms: number | null): void {
  pollMs = ms ?? DEFAULT_POLL_MS;
}

/** Polls `read` until `done` holds (webhooks and triggers arrive asynchronously), failing after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condition not reached within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
