import { beforeAll, describe, expect, it } from 'vitest';
import type { CallableName } from '../../functions/src/shared/contract';
import { adminAuth } from '../support/admin';
import { expectCallableError, type TestClient } from '../support/client';
import {
  TWITCH_REDIRECT_URI,
  counts,
  createAccount,
  mintTwitchCode,
  reservation,
  signIn,
  userDoc,
  visitor,
  type AccountUser,
} from './support';

const HUGE = 'x'.repeat(10_000);
const NOT_OBJECTS: unknown[] = [null, 'text', 42, true, [], [{}]];

let admin: AccountUser;
let target: AccountUser;
let fresh: Awaited<ReturnType<typeof signIn>>;
let anonymous: TestClient;
let twitchCode: string;

beforeAll(async () => {
  admin = await createAccount({ roles: ['superAdmin'], username: 'bad_input_admin' });
  target = await createAccount({ username: 'bad_input_target' });
  fresh = await signIn();
  anonymous = await visitor();
  twitchCode = await mintTwitchCode('bad_input_viewer', 'bad.input@example.test');
});

/** Sends each payload and expects invalid-argument with nothing written anywhere. */
async function expectAllRefused(client: () => TestClient, name: CallableName, payloads: unknown[]): Promise<void> {
  const before = await counts();
  const targetDoc = await userDoc(target.uid);
  const adminDoc = await userDoc(admin.uid);
  for (const payload of payloads) {
    const label = JSON.stringify(payload)?.slice(0, 80);
    await expectCallableError(client().call(name, payload), 'invalid-argument').catch((error: Error) => {
      throw new Error(`${name} ${label}: ${error.message}`);
    });
  }
  expect(await counts()).toEqual(before);
  expect(await userDoc(target.uid)).toEqual(targetDoc);
  expect(await userDoc(admin.uid)).toEqual(adminDoc);
  expect(await userDoc(fresh.uid)).toBeUndefined();
  expect((await adminAuth.getUser(target.uid)).customClaims).toBeUndefined();
}

describe('bad input is refused with invalid-argument and writes nothing', () => {
  it('validateUsername', async () => {
    await expectAllRefused(() => anonymous, 'validateUsername', [
      ...NOT_OBJECTS,
      {},
      { username: 12345 },
      { username: null },
      { username: ['free_name'] },
      { username: { name: 'free_name' } },
      { username: HUGE },
      { username: 'free_name', extra: true },
      { username: ' free_name ' },
    ]);
  });

  it('createUser', async () => {
    const ok = { id: fresh.uid, email: fresh.email };
    await expectAllRefused(() => fresh, 'createUser', [
      ...NOT_OBJECTS,
      {},
      { email: fresh.email },
      { ...ok, email: null },
      { ...ok, id: 12345 },
      { ...ok, email: 42 },
      { ...ok, email: 'not-an-email' },
      { ...ok, username: 12345 },
      { ...ok, username: null },
      { ...ok, referralID: 7 },
      { ...ok, referralID: { id: target.uid } },
      { ...ok, id: HUGE },
      { ...ok, email: `${HUGE}@example.test` },
      { ...ok, username: HUGE },
      { ...ok, referralID: HUGE },
      { ...ok, isAdmin: true },
      { ...ok, roles: ['user', 'superAdmin'] },
      { ...ok, account: { balance: 1_000_000, credits: 100 } },
      { ...ok, id: `${fresh.uid}/transactions/x` },
    ]);
  });

  it('signupWithTwitch', async () => {
    const ok = { code: twitchCode, redirectUri: TWITCH_REDIRECT_URI };
    await expectAllRefused(() => anonymous, 'signupWithTwitch', [
      ...NOT_OBJECTS,
      {},
      { code: twitchCode },
      { ...ok, code: 12345 },
      { ...ok, code: null },
      { ...ok, code: [twitchCode] },
      { ...ok, redirectUri: 5 },
      { ...ok, redirectUri: 'not a url' },
      { ...ok, redirectUri: 'javascript:alert(1)' },
      { ...ok, code: HUGE },
      { ...ok, redirectUri: `https://clutchpot.gg/${HUGE}` },
      { ...ok, referralID: HUGE },
      { ...ok, referralID: 12 },
      { ...ok, uid: 'twitch:1' },
    ]);
    await expect(adminAuth.getUserByEmail('bad.input@example.test')).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // None of those requests reached Twitch: the code is still unused and works.
    const { token } = await anonymous.call('signupWithTwitch', ok);
    expect(typeof token).toBe('string');
  });

  it('addUsername', async () => {
    await expectAllRefused(() => target, 'addUsername', [
      ...NOT_OBJECTS,
      {},
      { username: 12345 },
      { username: null },
      { username: ['new_name1'] },
      { username: HUGE },
      { username: 'new_name1', uid: admin.uid },
      { username: ' new_name1 ' },
    ]);
    expect(await reservation('new_name1')).toBeUndefined();
    expect(await reservation('bad_input_target')).toMatchObject({ uid: target.uid });
  });

  it('updateUser', async () => {
    const audited = { reason: 'Role change asked by the team lead', requestId: 'request-update-0001' };
    await expectAllRefused(() => admin, 'updateUser', [
      ...NOT_OBJECTS,
      {},
      audited,
      { userId: target.uid, roles: ['admin'], requestId: audited.requestId },
      { userId: target.uid, roles: ['admin'], reason: 'too short', requestId: audited.requestId },
      { userId: target.uid, roles: ['admin'], reason: audited.reason },
      { ...audited, roles: ['admin'] },
      { ...audited, userId: 12345, roles: ['admin'] },
      { ...audited, userId: null, roles: ['admin'] },
      { ...audited, userId: target.uid, roles: 'admin' },
      { ...audited, userId: target.uid, roles: ['root'] },
      { ...audited, userId: target.uid, roles: ['user'] },
      { ...audited, userId: target.uid, roles: [1] },
      { ...audited, userId: target.uid, roles: [null] },
      { ...audited, userId: target.uid, roles: { 0: 'admin' } },
      { ...audited, userId: target.uid, roles: Array(1000).fill('admin') },
      { ...audited, userId: target.uid, username: 12345 },
      { ...audited, userId: target.uid, username: 'abc' },
      { ...audited, userId: target.uid, username: HUGE },
      { ...audited, userId: HUGE, roles: ['admin'] },
      { ...audited, userId: target.uid, roles: ['admin'], isAdmin: true },
      { ...audited, userId: target.uid, claims: { isAdmin: true } },
      { ...audited, userId: `${target.uid}/transactions/x`, roles: ['admin'] },
      { ...audited, userId: 'a/b', roles: ['admin'] },
    ]);
  });
});
