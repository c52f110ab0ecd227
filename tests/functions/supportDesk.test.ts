import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableName } from '../../functions/src/shared/contract';
import { adminDb } from '../support/admin';
import { expectCallableError, type TestClient } from '../support/client';
import { createAccount, expectServerTimestamp, ledgerEntries, notifications, signIn, userDoc, visitor, type AccountUser } from './support';
import {
  HOUR_MS,
  OPEN_PROMOTION,
  accountOf,
  clearLimitMaxima,
  createDepositor,
  expectBooksBalanced,
  houseEntries,
  newRequestId,
  paidOrder,
  setAppSettings,
  setUserFields,
} from './walletSupport';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { supportMessages } from '../../functions/src/shared/support/messages';
import { SUPPORT_COLLECTIONS, auditEntryId } from '../../functions/src/shared/support/firestorePaths';
import type { AuditEntry, AuditValues, SupportAction } from '../../functions/src/shared/support/types';

/**
 * The support desk: Super Admin callables that change a user's gambling controls or money, each with a written
 * reason, idempotent by request id, and audited in the same transaction.
 */
const REASON = 'Customer asked by email on 2 May, ticket 4411';
const DAY_MS = 24 * HOUR_MS;

let desk: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  await setAppSettings({ bonus: OPEN_PROMOTION });
  desk = await signIn({ roles: ['superAdmin'] });
});

function act(name: SupportAction, userId: string, extra: Record<string, unknown> = {}, requestId = newRequestId(), caller: TestClient = desk) {
  return caller.call(name, { userId, reason: REASON, requestId, ...extra });
}

async function auditFor(uid: string): Promise<Array<AuditEntry<Timestamp> & { id: string }>> {
  const snap = await adminDb.collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', uid).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as AuditEntry<Timestamp>) }));
}

/** Everything a support action may write: the user, their ledger and notifications, the house, the audit log, stored requests. */
async function deskState(uid: string) {
  const [user, entries, notes, house, audit, requests] = await Promise.all([
    userDoc(uid),
    ledgerEntries(uid),
    notifications(uid),
    houseEntries(),
    adminDb.collection(SUPPORT_COLLECTIONS.auditLog).count().get(),
    adminDb.collectionGroup(LEDGER_COLLECTIONS.requests).count().get(),
  ]);
  return { user, entries: entries.length, notes: notes.length, house: house.length, audit: audit.data().count, requests: requests.data().count };
}

async function expectUnchanged(uid: string, action: () => Promise<unknown>): Promise<void> {
  const before = await deskState(uid);
  await action();
  expect(await deskState(uid)).toEqual(before);
}

/** A self-exclusion that started `startedDaysAgo` days ago and ends (or ended) `endsInHours` from now. */
function selfExclusion(startedDaysAgo: number, endsInHours: number) {
  const now = Date.now();
  return { enabled: true, startDate: now - startedDaysAgo * DAY_MS, endDate: now + endsInHours * HOUR_MS };
}

interface ActionCase {
  action: SupportAction;
  extra: Record<string, unknown>;
  /** A user on whom the action changes something. */
  target(): Promise<AccountUser>;
  before(target: AccountUser): AuditValues | Promise<AuditValues>;
  after(target: AccountUser): AuditValues | Promise<AuditValues>;
}

const endedExclusion = selfExclusion(190, -1);
const CASES: ActionCase[] = [
  {
    action: 'liftSelfExclusion',
    extra: {},
    target: () => createDepositor({ preferences: { gamblingSelfExclude: endedExclusion } }),
    before: () => ({ selfExclusionEnabled: true, selfExclusionStart: endedExclusion.startDate, selfExclusionEnd: endedExclusion.endDate }),
    after: () => ({ selfExclusionEnabled: false, selfExclusionStart: endedExclusion.startDate, selfExclusionEnd: endedExclusion.endDate }),
  },
  {
    action: 'setUserExclusion',
    extra: { exclusion: 'Yes' },
    target: () => createDepositor(),
    before: () => ({ exclusion: 'No' }),
    after: () => ({ exclusion: 'Yes' }),
  },
  {
    action: 'setBettingEligibility',
    extra: { betting: false },
    target: async () => {
      const user = await createDepositor();
      await setUserFields(user.uid, { 'features.betting': true });
      return user;
    },
    before: () => ({ betting: true }),
    after: () => ({ betting: false }),
  },
  {
    action: 'allowIdentityRetry',
    extra: {},
    target: async () => {
      const user = await createAccount();
      await setUserFields(user.uid, { verification: { inquiryId: 'inq_denied1', status: 'denied', reason: 'declined', updatedAt: Timestamp.now() } });
      return user;
    },
    before: () => ({ identityStatus: 'denied', identityReason: 'declined', retryAllowed: false }),
    after: () => ({ identityStatus: 'denied', identityReason: 'declined', retryAllowed: true }),
  },
  {
    action: 'grantUserBonusCredits',
    extra: { bonusCredits: 3 },
    target: () => createDepositor(),
    before: () => ({ credits: 0 }),
    after: () => ({ credits: 3 }),
  },
  {
    action: 'adjustUserBalance',
    extra: { amount: 2_500 },
    target: () => createDepositor(),
    before: () => ({ balance: 0 }),
    after: () => ({ balance: 2_500 }),
  },
];

describe.each(CASES)('$action', (testCase) => {
  it('is refused to visitors, users, streamers, organizers and plain admins, changing nothing', async () => {
    const target = await testCase.target();
    const callers: Array<[string, TestClient]> = [
      ['user', await signIn()],
      ['streamer', await signIn({ roles: ['streamer'] })],
      ['organizer', await signIn({ roles: ['organizer'] })],
      ['admin', await signIn({ roles: ['admin'] })],
      ['the target themselves', target],
    ];
    await expectUnchanged(target.uid, async () => {
      for (const [label, caller] of callers) {
        const message = await expectCallableError(act(testCase.action, target.uid, testCase.extra, newRequestId(), caller), 'permission-denied');
        expect(message, label).toBe(coreMessages.permissionDenied);
      }
      await expectCallableError(act(testCase.action, target.uid, testCase.extra, newRequestId(), await visitor()), 'unauthenticated');
    });
  });

  it('needs a written reason, changing nothing without one', async () => {
    const target = await testCase.target();
    await expectUnchanged(target.uid, async () => {
      const request = { userId: target.uid, requestId: newRequestId(), ...testCase.extra };
      for (const [reason, message] of [
        [undefined, supportMessages.reasonRequired],
        ['', supportMessages.reasonRequired],
        ['          ', supportMessages.reasonRequired],
        ['ok', supportMessages.reasonTooShort],
      ] as const) {
        const payload = reason === undefined ? request : { ...request, reason };
        expect(await expectCallableError(desk.call(testCase.action, payload), 'invalid-argument')).toBe(message);
      }
    });
  });

  it('is applied once however often it is repeated, and audited with who, when, before, after and the reason', async () => {
    const target = await testCase.target();
    const requestId = newRequestId();
    const started = Date.now();
    const result = await act(testCase.action, target.uid, testCase.extra, requestId);
    const auditId = auditEntryId(desk.uid, requestId);
    const expected = { auditId, action: testCase.action, before: await testCase.before(target), after: await testCase.after(target) };
    expect(result).toEqual(expected);

    const state = await deskState(target.uid);
    expect(await act(testCase.action, target.uid, testCase.extra, requestId)).toEqual(expected);
    expect(await deskState(target.uid)).toEqual(state);

    const audit = await auditFor(target.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      id: auditId,
      action: testCase.action,
      actor: { uid: desk.uid, email: desk.email },
      targetUserId: target.uid,
      before: expected.before,
      after: expected.after,
      reason: REASON,
      requestId,
    });
    expectServerTimestamp(audit[0]?.timestamp);
    expect(audit[0]!.timestamp.toMillis()).toBeGreaterThanOrEqual(started - 1_000);

    // A request id already used for another action is refused rather than answered with the other result.
    const other = CASES.find((candidate) => candidate.action !== testCase.action)!;
    await expectCallableError(act(other.action, target.uid, other.extra, requestId), 'already-exists');
  });

  it('refuses a Super Admin acting on their own account and answers not-found for an unknown user', async () => {
    expect(await expectCallableError(act(testCase.action, desk.uid, testCase.extra), 'permission-denied')).toBe(supportMessages.ownAccount);
    expect(await expectCallableError(act(testCase.action, 'no-such-user', testCase.extra), 'not-found')).toBe(coreMessages.userNotFound);
    expect(await auditFor('no-such-user')).toEqual([]);
  });
});

async function deposit(client: AccountUser, amount: number) {
  return client.call('addBalance', { orderId: await paidOrder(client.uid, amount), amount, requestId: newRequestId() });
}

describe('liftSelfExclusion', () => {
  it('refuses a self-exclusion that is still running, and lets the user deposit again once an ended one is lifted', async () => {
    const running = await createDepositor({ preferences: { gamblingSelfExclude: selfExclusion(10, 24) } });
    await expectUnchanged(running.uid, async () => {
      expect(await expectCallableError(act('liftSelfExclusion', running.uid), 'failed-precondition')).toBe(supportMessages.exclusionRunning);
    });
    expect(await expectCallableError(deposit(running, 1_000), 'failed-precondition')).toBe(gamblingMessages.gamblingExcluded);

    const ended = await createDepositor({ preferences: { gamblingSelfExclude: selfExclusion(190, -1) } });
    expect(await expectCallableError(deposit(ended, 1_000), 'failed-precondition')).toBe(gamblingMessages.exclusionEnded);
    await act('liftSelfExclusion', ended.uid);
    expect((await userDoc(ended.uid))?.preferences?.gamblingSelfExclude).toMatchObject({ enabled: false, endDate: expect.any(Number) });
    expect(await deposit(ended, 1_000)).toMatchObject({ amount: 1_000, balance: 1_000 });
    expect(await ended.call('checkExclusion', {})).toMatchObject({ excluded: false, canGamble: true });
    await expectBooksBalanced();
  });

  it('refuses an account with no ended self-exclusion', async () => {
    const never = await createDepositor();
    await expectUnchanged(never.uid, async () => {
      expect(await expectCallableError(act('liftSelfExclusion', never.uid), 'failed-precondition')).toBe(supportMessages.noEndedExclusion);
    });
  });
});

describe('setUserExclusion and setBettingEligibility', () => {
  it('set and clear the support exclusion, which blocks deposits while it is on', async () => {
    const user = await createDepositor();
    await act('setUserExclusion', user.uid, { exclusion: 'Yes' });
    expect(await expectCallableError(deposit(user, 1_000), 'failed-precondition')).toBe(gamblingMessages.gamblingExcluded);
    await expectUnchanged(user.uid, async () => {
      expect(await expectCallableError(act('setUserExclusion', user.uid, { exclusion: 'Yes' }), 'failed-precondition')).toBe(
        supportMessages.noChange,
      );
    });
    const cleared = await act('setUserExclusion', user.uid, { exclusion: 'No' });
    expect(cleared).toMatchObject({ before: { exclusion: 'Yes' }, after: { exclusion: 'No' } });
    expect((await userDoc(user.uid))?.exclusion).toBe('No');
    expect(await deposit(user, 1_000)).toMatchObject({ balance: 1_000 });
    expect((await auditFor(user.uid)).map((entry) => entry.after.exclusion).sort()).toEqual(['No', 'Yes']);
  });

  it('withdraw and restore betting eligibility', async () => {
    const user = await createDepositor();
    await expectUnchanged(user.uid, async () => {
      expect(await expectCallableError(act('setBettingEligibility', user.uid, { betting: false }), 'failed-precondition')).toBe(
        supportMessages.noChange,
      );
    });
    await act('setBettingEligibility', user.uid, { betting: true });
    expect((await userDoc(user.uid))?.features.betting).toBe(true);
    await act('setBettingEligibility', user.uid, { betting: false });
    expect((await userDoc(user.uid))?.features).toMatchObject({ betting: false, challenges: { enabled: true } });
  });
});

describe('allowIdentityRetry', () => {
  it('is refused unless the identity check was denied', async () => {
    const fresh = await createAccount();
    const verified = await createDepositor();
    for (const user of [fresh, verified]) {
      await expectUnchanged(user.uid, async () => {
        expect(await expectCallableError(act('allowIdentityRetry', user.uid), 'failed-precondition')).toBe(supportMessages.identityNotDenied);
      });
    }
  });
});

describe('grantUserBonusCredits', () => {
  it('adds spendable credits through the ledger with a bonus_credits_added notification; the books stay balanced', async () => {
    const user = await createDepositor();
    await deposit(user, 1_000);
    const requestId = newRequestId();
    await act('grantUserBonusCredits', user.uid, { bonusCredits: 4 }, requestId);
    expect(await accountOf(user.uid)).toMatchObject({ balance: 1_000, credits: 4, bonus: { credits: 0 } });
    const entry = (await ledgerEntries(user.uid)).find((candidate) => candidate.type === 'admin_adjustment');
    expect(entry).toMatchObject({
      id: `support_${requestId}`,
      amount: 0,
      credits: 4,
      creditsAfter: 4,
      reason: 'support_grant',
      reference: { kind: 'audit', id: auditEntryId(desk.uid, requestId) },
    });
    const granted = (await notifications(user.uid)).filter((note) => note.type === 'bonus_credits_added');
    expect(granted.map((note) => note.variables)).toEqual([{ credits: 4, reason: 'support' }]);
    await expectBooksBalanced();
  });
});

describe('adjustUserBalance', () => {
  it('moves cash against the house adjustments bucket, never below zero; the books stay balanced', async () => {
    const user = await createDepositor();
    await deposit(user, 1_000);
    const down = await act('adjustUserBalance', user.uid, { amount: -400 });
    expect(down).toMatchObject({ before: { balance: 1_000 }, after: { balance: 600 } });
    await expectUnchanged(user.uid, async () => {
      expect(await expectCallableError(act('adjustUserBalance', user.uid, { amount: -601 }), 'failed-precondition')).toBe(
        supportMessages.adjustmentBelowZero,
      );
    });
    await act('adjustUserBalance', user.uid, { amount: -600 });
    expect((await accountOf(user.uid)).balance).toBe(0);
    await act('adjustUserBalance', user.uid, { amount: 250 });

    const adjustments = (await houseEntries()).filter((entry) => entry.uid === user.uid);
    expect(adjustments.map((entry) => [entry.bucket, entry.type, entry.amount]).sort()).toEqual([
      ['adjustments', 'admin_adjustment', -250],
      ['adjustments', 'admin_adjustment', 400],
      ['adjustments', 'admin_adjustment', 600],
    ]);
    expect((await ledgerEntries(user.uid)).filter((entry) => entry.type === 'admin_adjustment').map((entry) => entry.balanceAfter).sort()).toEqual([
      0, 250, 600,
    ]);
    await expectBooksBalanced();
  });
});

describe('findUsers', () => {
  it('finds users by username prefix, email prefix or id, case-insensitively, at most 20', async () => {
    const alice = await createAccount({ username: 'Desk_Alice', email: 'alice.desk@example.test' });
    await createAccount({ username: 'desk_bob', email: 'bob.desk@example.test' });
    expect((await desk.call('findUsers', { query: 'desk_a' })).users).toEqual([
      { id: alice.uid, username: 'Desk_Alice', email: 'alice.desk@example.test', isVerified: false, betting: false, exclusion: 'No', balance: 0, credits: 0 },
    ]);
    expect((await desk.call('findUsers', { query: 'ALICE.D' })).users.map((user) => user.id)).toEqual([alice.uid]);
    expect((await desk.call('findUsers', { query: alice.uid })).users.map((user) => user.id)).toEqual([alice.uid]);
    expect((await desk.call('findUsers', { query: 'Desk_' })).users.map((user) => user.username).sort()).toEqual(['Desk_Alice', 'desk_bob']);
    expect((await desk.call('findUsers', { query: 'nobody-here' })).users).toEqual([]);

    await Promise.all(
      Array.from({ length: 22 }, (_, index) =>
        adminDb.doc(corePaths.user(`bulk-${index}`)).set({ id: `bulk-${index}`, username: `bulk_${index}`, usernameLower: `bulk_${index}`, email: `bulk${index}@example.test` }),
      ),
    );
    expect((await desk.call('findUsers', { query: 'bulk' })).users).toHaveLength(20);
  });

  it('is refused to plain admins and needs 2 characters', async () => {
    const admin = await signIn({ roles: ['admin'] });
    await expectCallableError(admin.call('findUsers', { query: 'desk' }), 'permission-denied');
    expect(await expectCallableError(desk.call('findUsers', { query: 'd' }), 'invalid-argument')).toBe(supportMessages.searchTooShort);
  });
});

describe('getUserSupportView', () => {
  it('shows identity, eligibility, exclusion and pause with dates, limits current and pending, money and the audit trail', async () => {
    const now = Date.now();
    const pause = { enabled: true, startDate: now - HOUR_MS, endDate: now + 5 * DAY_MS };
    const user = await createDepositor({
      preferences: {
        gamblingSelfPause: pause,
        gamblingSelfExclude: selfExclusion(400, -24),
        gamblingDepositLimits: { daily: 2_000, weekly: 250_000, monthly: 500_000, updatedAt: now, pending: { weekly: { amount: 300_000, effectiveAt: now + DAY_MS } }, changedAt: { daily: now } },
      },
    });
    await setAppSettings({ limitMaxima: { weekly: 200_000 } });
    await act('grantUserBonusCredits', user.uid, { bonusCredits: 2 });
    await act('setBettingEligibility', user.uid, { betting: true });

    const view = await desk.call('getUserSupportView', { userId: user.uid });
    expect(view).toMatchObject({
      id: user.uid,
      username: user.username,
      email: user.email,
      roles: ['user'],
      identity: { isVerified: true, status: null, retryAllowed: false },
      betting: true,
      exclusion: 'No',
      selfPause: { ...pause, active: true, awaitingSupport: false },
      selfExclusion: { enabled: true, active: false, awaitingSupport: true },
      moneyInRefusal: gamblingMessages.exclusionEnded,
      account: { balance: 0, credits: 2, chestCredits: 0, chestProgress: 0 },
    });
    expect(view.createdAt).toBeGreaterThan(now - 60_000);
    expect(view.limits.daily).toEqual({ current: 2_000, pending: null, lockedUntil: now + DAY_MS });
    // The lowered weekly maximum caps both the limit and the increase waiting for it.
    expect(view.limits.weekly).toEqual({ current: 200_000, pending: null, lockedUntil: null });
    expect(view.limits.bet).toEqual({ current: 10_000, pending: null, lockedUntil: null });
    expect(view.limitMaxima).toMatchObject({ daily: 100_000, weekly: 200_000 });
    expect(view.recentAudit.map((entry) => entry.action)).toEqual(['setBettingEligibility', 'grantUserBonusCredits']);
    expect(view.recentAudit[0]).toMatchObject({ reason: REASON, actor: { uid: desk.uid }, before: { betting: false }, after: { betting: true } });
    expect(view.recentAudit[0]!.timestamp).toBeGreaterThanOrEqual(view.recentAudit[1]!.timestamp!);
    await clearLimitMaxima();
  });

  it('is refused to plain admins and answers not-found for an unknown user', async () => {
    const admin = await signIn({ roles: ['admin'] });
    const name: CallableName = 'getUserSupportView';
    await expectCallableError(admin.call(name, { userId: admin.uid }), 'permission-denied');
    expect(await expectCallableError(desk.call(name, { userId: 'no-such-user' }), 'not-found')).toBe(coreMessages.userNotFound);
  });
});
