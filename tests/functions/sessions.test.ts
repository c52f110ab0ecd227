import { beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { activeSession } from '../../functions/src/sessions/sessionStore';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { createAccount, visitor } from './support';
import { sandboxPost } from '../support/sandbox';
import { DEFAULT_REALITY_CHECK_UNIT_MS } from '../../functions/src/shared/remoteConfig/appSettings';
import type { SessionDoc } from '../../functions/src/shared/sessions/types';
import { SESSION_COLLECTIONS, sessionPaths } from '../../functions/src/shared/sessions/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { sessionMessages } from '../../functions/src/shared/sessions/messages';

type StoredSession = SessionDoc<Timestamp>;


async function session(id: string): Promise<StoredSession> {
  const snap = await adminDb.doc(sessionPaths.session(id)).get();
  expect(snap.exists).toBe(true);
  return snap.data() as StoredSession;
}

async function sessionsOf(uid: string): Promise<Array<StoredSession & { id: string }>> {
  const snap = await adminDb.collection(SESSION_COLLECTIONS.sessions).where('userId', '==', uid).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as StoredSession) }));
}

const interval = (stored: StoredSession) => stored.expiresAt.toMillis() - stored.createdAt.toMillis();

async function setRealityCheck(uid: string, hours: number): Promise<void> {
  await adminDb.doc(corePaths.user(uid)).update({ 'preferences.gamblingRealityCheck': { hours } });
}

async function setUnit(realityCheckUnitMs: number | null): Promise<void> {
  const ref = adminDb.doc(remoteConfigPaths.config('app'));
  if (realityCheckUnitMs === null) await ref.delete();
  else await ref.set({ realityCheckUnitMs });
}

beforeEach(async () => {
  await sandboxPost('/__sandbox/geo/reset');
  await setUnit(null);
});

describe('createSession', () => {
  it('creates an active session located through the geolocation service, expiring after one hour by default', async () => {
    const user = await createAccount();
    const result = await user.call('createSession', {});
    expect(result.sessionId).toEqual(expect.any(String));

    const stored = await session(result.sessionId);
    expect(stored).toMatchObject({
      userId: user.uid,
      isActive: true,
      sessionDuration: 1,
      lookupError: null,
      endedAt: null,
      location: { country: 'GB', state: 'England', city: 'London', street: '', postalCode: expect.any(String) },
    });
    expect(stored.ip).toEqual(expect.any(String));
    expect(stored.location?.ip).toBe(stored.ip);
    expect(interval(stored)).toBe(DEFAULT_REALITY_CHECK_UNIT_MS);
    expect(stored.startedAt.toMillis()).toBe(stored.createdAt.toMillis());
    expect(result.expiresAt).toBe(stored.expiresAt.toMillis());
  });

  it('stores whatever location the service reports for the caller', async () => {
    await sandboxPost('/__sandbox/geo', { country: 'GB', state: 'Wales', city: 'Cardiff' });
    const user = await createAccount();
    const { sessionId } = await user.call('createSession', {});
    expect((await session(sessionId)).location).toMatchObject({ country: 'GB', state: 'Wales', city: 'Cardiff' });
  });

  it('retries a failing lookup: two failures then a success still locate the caller', async () => {
    await sandboxPost('/__sandbox/geo/fail', { count: 2 });
    const user = await createAccount();
    const { sessionId } = await user.call('createSession', {});
    const stored = await session(sessionId);
    expect(stored.lookupError).toBeNull();
    expect(stored.location).toMatchObject({ country: 'GB', state: 'England' });
  });

  it('gives up after 3 attempts: no location, the error stored, and the session still created', async () => {
    await sandboxPost('/__sandbox/geo/fail', { count: 4 });
    const user = await createAccount();
    const first = await user.call('createSession', {});
    const failed = await session(first.sessionId);
    expect(failed.location).toBeNull();
    expect(failed.lookupError).toMatch(/500/);
    expect(failed.isActive).toBe(true);

    // Exactly three of the four queued failures were used: the next session's first attempt fails, its second works.
    const second = await user.call('createSession', {});
    const located = await session(second.sessionId);
    expect(located.lookupError).toBeNull();
    expect(located.location).toMatchObject({ country: 'GB' });
  });

  it("uses the user's reality-check hours and config's time unit", async () => {
    await setUnit(2_000);
    const user = await createAccount();
    for (const hours of [4, 2, 1] as const) {
      await setRealityCheck(user.uid, hours);
      const { sessionId, expiresAt } = await user.call('createSession', {});
      const stored = await session(sessionId);
      expect(stored.sessionDuration).toBe(hours);
      expect(interval(stored)).toBe(hours * 2_000);
      expect(expiresAt).toBe(stored.expiresAt.toMillis());
    }
  });

  it('falls back to 1 hour and a real hour for values outside the allowed ones', async () => {
    await setUnit(10 * DEFAULT_REALITY_CHECK_UNIT_MS);
    const user = await createAccount();
    await setRealityCheck(user.uid, 3);
    const { sessionId } = await user.call('createSession', {});
    const stored = await session(sessionId);
    expect(stored.sessionDuration).toBe(1);
    expect(interval(stored)).toBe(DEFAULT_REALITY_CHECK_UNIT_MS);
  });

  it("ends the user's previous active session, leaving exactly one active", async () => {
    const user = await createAccount();
    const other = await createAccount();
    const othersSession = await other.call('createSession', {});
    const first = await user.call('createSession', {});
    const second = await user.call('createSession', {});

    const old = await session(first.sessionId);
    expect(old.isActive).toBe(false);
    expect(old.endedAt?.toMillis()).toBeGreaterThan(0);
    expect((await session(second.sessionId)).isActive).toBe(true);
    expect((await sessionsOf(user.uid)).filter((item) => item.isActive).map((item) => item.id)).toEqual([second.sessionId]);
    expect((await activeSession(user.uid))?.id).toBe(second.sessionId);
    // Someone else's session is untouched.
    expect((await session(othersSession.sessionId)).isActive).toBe(true);
  });

  it('refuses visitors and unknown fields, and creates nothing', async () => {
    const anonymous = await visitor();
    expect(await expectCallableError(anonymous.call('createSession', {}), 'unauthenticated')).toBe(coreMessages.signInRequired);
    const user = await createAccount();
    await expectCallableError(user.call('createSession', { userId: 'someone-else' }), 'invalid-argument');
    await expectCallableError(user.call('createSession', { hours: 100 }), 'invalid-argument');
    expect(await sessionsOf(user.uid)).toEqual([]);
  });
});

describe('refreshSession', () => {
  it('restarts the interval from now and keeps the sign-in time', async () => {
    await setUnit(5_000);
    const user = await createAccount();
    const created = await user.call('createSession', {});
    const before = await session(created.sessionId);

    const refreshed = await user.call('refreshSession', { sessionId: created.sessionId });
    const after = await session(created.sessionId);
    expect(refreshed).toEqual({ sessionId: created.sessionId, expiresAt: after.expiresAt.toMillis() });
    expect(after.createdAt.toMillis()).toBeGreaterThanOrEqual(before.createdAt.toMillis());
    expect(after.expiresAt.toMillis()).toBeGreaterThanOrEqual(before.expiresAt.toMillis());
    expect(interval(after)).toBe(5_000);
    expect(after.startedAt.toMillis()).toBe(before.startedAt.toMillis());
    expect(after.isActive).toBe(true);
  });

  it('takes up a changed reality-check preference', async () => {
    await setUnit(1_000);
    const user = await createAccount();
    const { sessionId } = await user.call('createSession', {});
    await setRealityCheck(user.uid, 4);
    await user.call('refreshSession', { sessionId });
    const stored = await session(sessionId);
    expect(stored.sessionDuration).toBe(4);
    expect(interval(stored)).toBe(4_000);
  });

  it('refuses an ended session', async () => {
    const user = await createAccount();
    const { sessionId } = await user.call('createSession', {});
    await user.call('endSession', { sessionId });
    expect(await expectCallableError(user.call('refreshSession', { sessionId }), 'failed-precondition')).toBe(
      sessionMessages.sessionEnded,
    );
    expect((await session(sessionId)).isActive).toBe(false);
  });
});

describe('endSession', () => {
  it('ends the session; ending it again changes nothing', async () => {
    const user = await createAccount();
    const { sessionId } = await user.call('createSession', {});
    expect(await user.call('endSession', { sessionId })).toEqual({ ended: true });
    const ended = await session(sessionId);
    expect(ended.isActive).toBe(false);
    expect(ended.endedAt?.toMillis()).toBeGreaterThan(0);
    expect(await activeSession(user.uid)).toBeNull();

    expect(await user.call('endSession', { sessionId })).toEqual({ ended: true });
    expect((await session(sessionId)).endedAt?.toMillis()).toBe(ended.endedAt?.toMillis());
  });
});

describe("someone else's or unknown sessions", () => {
  it('refuses to refresh or end a session of another user and leaves it as it was', async () => {
    const victim = await createAccount();
    const attacker = await createAccount();
    const { sessionId } = await victim.call('createSession', {});
    const before = await session(sessionId);

    for (const name of ['refreshSession', 'endSession'] as const) {
      expect(await expectCallableError(attacker.call(name, { sessionId }), 'permission-denied')).toBe(sessionMessages.sessionNotYours);
    }
    expect(await session(sessionId)).toEqual(before);
  });

  it('answers not-found for an unknown session', async () => {
    const user = await createAccount();
    for (const name of ['refreshSession', 'endSession'] as const) {
      expect(await expectCallableError(user.call(name, { sessionId: 'no-such-session' }), 'not-found')).toBe(sessionMessages.sessionNotFound);
    }
    expect(await sessionsOf(user.uid)).toEqual([]);
  });

  it('refuses bad input and visitors', async () => {
    const user = await createAccount();
    const { sessionId } = await user.call('createSession', {});
    const before = await session(sessionId);
    for (const name of ['refreshSession', 'endSession'] as const) {
      await expectCallableError(user.call(name, {}), 'invalid-argument');
      await expectCallableError(user.call(name, { sessionId: 42 }), 'invalid-argument');
      await expectCallableError(user.call(name, { sessionId: 'a/b' }), 'invalid-argument');
      await expectCallableError(user.call(name, { sessionId, extra: true }), 'invalid-argument');
      const anonymous = await visitor();
      await expectCallableError(anonymous.call(name, { sessionId }), 'unauthenticated');
    }
    expect(await session(sessionId)).toEqual(before);
  });
});
