import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { expectCallableError, newClient } from '../support/client';
import { signInWithCustomToken } from 'firebase/auth';
import {
  counts,
  createAccount,
  expectNothingWritten,
  expectServerTimestamp,
  ledgerEntries,
  notifications,
  reservation,
  signIn,
  track,
  userDoc,
  visitor,
} from './support';
import { USERNAME_SUFFIX_MAX, USERNAME_SUFFIX_MIN } from '../../functions/src/shared/users/constants';
import { coreMessages } from '../../functions/src/shared/core/messages';

describe('createUser', () => {
  it("names a Google account after its profile's display name when no username is asked for", async () => {
    const client = await signIn({ provider: 'google', displayName: 'Clutch Queen!' });
    const result = await client.call('createUser', { id: client.uid });
    expect(result).toMatchObject({ created: true, username: 'ClutchQueen' });
    expect((await userDoc(client.uid))?.email).toBe(client.email);
  });

  it('turns a display name longer than any username into a valid one', async () => {
    const client = await signIn({ provider: 'google', displayName: 'z'.repeat(200) });
    const { username } = await client.call('createUser', { id: client.uid });
    expect(username).toBe('z'.repeat(32));
  });

  it('creates the account document with server-owned fields and reserves the username', async () => {
    const client = await signIn({ email: 'alice@example.test' });
    const before = await counts();
    const result = await client.call('createUser', { id: client.uid, username: 'Alice_01', email: client.email });
    expect(result).toEqual({ id: client.uid, username: 'Alice_01', created: true });

    const doc = await userDoc(client.uid);
    expect(doc).toMatchObject({
      id: client.uid,
      username: 'Alice_01',
      usernameLower: 'alice_01',
      email: 'alice@example.test',
      image: null,
      isVerified: false,
      isNew: true,
      isAdmin: false,
      superAdmin: false,
      roles: ['user'],
      signInMethod: 'email',
      referredBy: null,
      account: { balance: 0, credits: 0, bonus: { balance: 0, credits: 0 }, wagers: { total: 0, credits: 0, cash: 0, count: 0 } },
    });
    expectServerTimestamp(doc?.timestamp);

    const held = await reservation('alice_01');
    expect(held).toMatchObject({ uid: client.uid, username: 'Alice_01' });
    expectServerTimestamp(held?.timestamp);

    expect(await ledgerEntries(client.uid)).toEqual([]);
    expect(await notifications(client.uid)).toEqual([]);
    expect(await counts()).toEqual({ ...before, users: before.users + 1, usernames: before.usernames + 1 });
  });

  it('gives a second user asking for a taken name (any case) the name plus a 4-digit suffix', async () => {
    const first = await createAccount({ username: 'Collider' });
    expect(first.username).toBe('Collider');
    const names = new Set<string>();
    for (const requested of ['collider', 'COLLIDER', 'Collider']) {
      const other = await createAccount({ username: requested });
      const match = /^(.*)(\d{4})$/.exec(other.username);
      expect(match?.[1]).toBe(requested);
      const suffix = Number(match?.[2]);
      expect(suffix).toBeGreaterThanOrEqual(USERNAME_SUFFIX_MIN);
      expect(suffix).toBeLessThanOrEqual(USERNAME_SUFFIX_MAX);
      expect(await reservation(other.username)).toMatchObject({ uid: other.uid, username: other.username });
      expect((await userDoc(other.uid))?.usernameLower).toBe(other.username.toLowerCase());
      names.add(other.username.toLowerCase());
    }
    expect(names.size).toBe(3);
    expect(await reservation('collider')).toMatchObject({ uid: first.uid, username: 'Collider' });
  });

  it('gives concurrent signups asking for the same name distinct names', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => signIn()));
    const results = await Promise.all(
      clients.map((client) => client.call('createUser', { id: client.uid, username: 'Racer_Name', email: client.email })),
    );
    const names = results.map((result) => result.username.toLowerCase());
    expect(new Set(names).size).toBe(4);
    expect(names.filter((name) => name === 'racer_name')).toHaveLength(1);
    for (const [index, client] of clients.entries()) {
      expect(await reservation(names[index]!)).toMatchObject({ uid: client.uid });
    }
  });

  it('keeps a suffixed name within 32 characters', async () => {
    const long = 'L'.repeat(32);
    await createAccount({ username: long });
    const other = await createAccount({ username: long });
    expect(other.username).toMatch(/^L{28}\d{4}$/);
  });

  it('refuses an id other than the caller’s uid and writes nothing', async () => {
    const client = await signIn();
    const victim = await signIn();
    await expectNothingWritten(async () => {
      const message = await expectCallableError(
        client.call('createUser', { id: victim.uid, username: 'hijacker', email: client.email }),
        'permission-denied',
      );
      expect(message).toBe(coreMessages.permissionDenied);
    });
    expect(await userDoc(victim.uid)).toBeUndefined();
    expect(await userDoc(client.uid)).toBeUndefined();
    expect(await reservation('hijacker')).toBeUndefined();
  });

  it('refuses a visitor', async () => {
    const client = await visitor();
    await expectNothingWritten(async () => {
      const message = await expectCallableError(
        client.call('createUser', { id: 'someone', username: 'visitor1', email: 'v@example.test' }),
        'unauthenticated',
      );
      expect(message).toBe(coreMessages.signInRequired);
    });
  });

  it('is idempotent: a repeat call changes nothing', async () => {
    const client = await createAccount({ username: 'repeater' });
    const docBefore = await userDoc(client.uid);
    const before = await counts();
    for (const username of ['repeater', 'another_name', undefined]) {
      const request = username ? { id: client.uid, username, email: client.email } : { id: client.uid, email: client.email };
      expect(await client.call('createUser', request)).toEqual({ id: client.uid, username: 'repeater', created: false });
    }
    expect(await counts()).toEqual(before);
    expect(await userDoc(client.uid)).toEqual(docBefore);
    expect(await reservation('another_name')).toBeUndefined();
    expect(await ledgerEntries(client.uid)).toEqual([]);
  });

  it('stores the Auth record’s email, not the one in the request', async () => {
    const client = await signIn({ email: 'real-owner@example.test' });
    await client.call('createUser', { id: client.uid, username: 'realowner', email: 'someone-else@example.test' });
    expect((await userDoc(client.uid))?.email).toBe('real-owner@example.test');
  });

  it('does not take an email from the request when the Auth record has none', async () => {
    const uid = 'no-email-user';
    await adminAuth.createUser({ uid });
    const client = track(newClient());
    await signInWithCustomToken(client.auth, await adminAuth.createCustomToken(uid));
    await client.call('createUser', { id: uid, username: 'noemail', email: 'victim@example.test' });
    const doc = await userDoc(uid);
    expect(doc?.username).toBe('noemail');
    expect(doc?.email).toBe('');
    const sameEmail = await adminDb.collection('users').where('email', '==', 'victim@example.test').get();
    expect(sameEmail.size).toBe(0);
  });

  it.each([
    ['a b!', /^ab\d{4}$/],
    ['J', /^J\d{4}$/],
    ['Hello World!!', /^HelloWorld$/],
    ['dots.and@signs', /^dotsandsigns$/],
    ['x'.repeat(40), /^x{32}$/],
    ['__root__', /^__root$/],
  ])('normalizes the requested username %j into a valid name', async (requested, expected) => {
    const client = await createAccount({ username: requested });
    expect(client.username).toMatch(expected);
    expect(client.username).toMatch(/^[A-Za-z0-9_-]{5,32}$/);
    expect(await reservation(client.username)).toMatchObject({ uid: client.uid, username: client.username });
  });

  it('falls back to the email name when the requested one has nothing usable', async () => {
    const client = await createAccount({ username: '!!! ???', email: 'fallback.only@example.test' });
    expect(client.username).toBe('fallbackonly');
  });

  it('derives the username from the email when none is requested', async () => {
    const client = await createAccount({ email: 'derived.name@example.test' });
    expect(client.username).toBe('derivedname');
  });
});
