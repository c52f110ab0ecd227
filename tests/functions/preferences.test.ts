import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { runLedger } from '../../functions/src/ledger/ledger';
import { wagerDebit } from '../../functions/src/ledger/operations';
import { addMonths, formatDateTime, PRODUCT_TIME_ZONE } from '../../functions/src/shared/core/dates';
import { BET_LIMIT_DEFAULTS, DEPOSIT_LIMIT_DEFAULTS, preferencesOf, type Preferences } from '../../functions/src/shared/preferences/preferences';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { giveBalance, createPayoutUser } from './payoutSupport';
import { createAccount, signIn, userDoc, visitor, type AccountUser } from './support';
import { HOUR_MS, OPEN_PROMOTION, createDepositor, newRequestId, paidOrder, setAppSettings, setUserFields } from './walletSupport';
import type { SessionDoc } from '../../functions/src/shared/sessions/types';
import { sessionPaths } from '../../functions/src/shared/sessions/firestorePaths';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { preferenceMessages } from '../../functions/src/shared/preferences/messages';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';

const DAY_MS = 24 * HOUR_MS;
const LIMITS = { daily: DEPOSIT_LIMIT_DEFAULTS.daily, weekly: DEPOSIT_LIMIT_DEFAULTS.weekly, monthly: DEPOSIT_LIMIT_DEFAULTS.monthly };

async function stored(uid: string): Promise<Preferences> {
  return (await userDoc(uid))!.preferences as Preferences;
}

function save(client: AccountUser, preferences: Record<string, unknown>, sessionId?: string) {
  return client.call('saveUserPreferences', sessionId ? { preferences, sessionId } : { preferences });
}

const saveLimits = (client: AccountUser, limits: Partial<typeof LIMITS>) => save(client, { gamblingDepositLimits: { ...LIMITS, ...limits } });

/** Moves every lock and pending increase of a limit set 25 hours into the past, as if a day had gone by. */
async function dayPasses(uid: string, group: 'gamblingDepositLimits' | 'gamblingBetLimits'): Promise<void> {
  const limits = (await stored(uid))[group] as Preferences['gamblingDepositLimits'];
  const earlier = (ms: number) => ms - 25 * HOUR_MS;
  await setUserFields(uid, {
    [`preferences.${group}.changedAt`]: Object.fromEntries(Object.entries(limits.changedAt ?? {}).map(([key, at]) => [key, earlier(at)])),
    [`preferences.${group}.pending`]: Object.fromEntries(
      Object.entries(limits.pending ?? {}).map(([key, pending]) => [key, { ...pending, effectiveAt: earlier(pending.effectiveAt) }]),
    ),
  });
}

async function deposit(client: AccountUser, amount: number) {
  return client.call('addBalance', { orderId: await paidOrder(client.uid, amount), amount, requestId: newRequestId() });
}

async function refusedDeposit(client: AccountUser, amount: number): Promise<string> {
  return expectCallableError(deposit(client, amount), 'failed-precondition');
}

beforeAll(async () => {
  await setAppSettings({ bonus: OPEN_PROMOTION });
});

describe('saveUserPreferences: deposit and bet limits', () => {
  // Often the run's first test to call functions: it waits on the cold workers of sign-up, preferences, deposits and
  // the customer-interaction trigger one after another, so it has more room than the default two minutes.
  it('applies a decrease at once, and a deposit above it is refused with the spec message', { timeout: 300_000 }, async () => {
    const client = await createDepositor();
    const before = Date.now();
    const result = await saveLimits(client, { daily: 2_000 });
    expect(result.success).toBe(true);
    expect(result.preferences.gamblingDepositLimits).toMatchObject({ daily: 2_000, weekly: LIMITS.weekly, pending: {} });
    expect(result.preferences.gamblingDepositLimits.changedAt?.daily).toBeGreaterThanOrEqual(before);
    expect(result.preferences.gamblingDepositLimits.changedAt).not.toHaveProperty('weekly');
    expect(await stored(client.uid)).toEqual(result.preferences);
    expect(result.preferences.updatedAt).toBe(result.preferences.gamblingDepositLimits.updatedAt);

    expect(await refusedDeposit(client, 2_500)).toBe('Daily Limit exceeded by $5.00');
    expect(await deposit(client, 2_000)).toMatchObject({ balance: 2_000 });
  });

  it('refuses a second change within 24 hours, naming when the limit unlocks', async () => {
    const client = await createDepositor();
    await saveLimits(client, { daily: 5_000 });
    const unlocks = (await stored(client.uid)).gamblingDepositLimits.changedAt!.daily! + DAY_MS;
    const before = await stored(client.uid);
    const message = await expectCallableError(saveLimits(client, { daily: 3_000 }), 'failed-precondition');
    expect(message).toBe(
      `Your Daily Limit can only be changed once every 24 hours. You can change it again on ${formatDateTime(unlocks, PRODUCT_TIME_ZONE)}.`,
    );
    expect(await stored(client.uid)).toEqual(before);
    // Other limits are not locked, and resending the locked value in force is not a change.
    expect((await saveLimits(client, { daily: 5_000, weekly: 10_000 })).preferences.gamblingDepositLimits).toMatchObject({
      daily: 5_000,
      weekly: 10_000,
    });

    await dayPasses(client.uid, 'gamblingDepositLimits');
    expect((await saveLimits(client, { daily: 3_000, weekly: 10_000 })).preferences.gamblingDepositLimits.daily).toBe(3_000);
  });

  it('holds an increase for 24 hours while the current limit stays, then applies it', async () => {
    const client = await createDepositor();
    await saveLimits(client, { daily: 2_000 });
    await dayPasses(client.uid, 'gamblingDepositLimits');

    const asked = Date.now();
    const { preferences } = await saveLimits(client, { daily: 5_000 });
    expect(preferences.gamblingDepositLimits.daily).toBe(2_000);
    const pending = preferences.gamblingDepositLimits.pending?.daily;
    expect(pending?.amount).toBe(5_000);
    expect(pending!.effectiveAt - asked).toBeGreaterThanOrEqual(DAY_MS);
    expect(pending!.effectiveAt - asked).toBeLessThan(DAY_MS + 60_000);
    expect(await client.call('checkDepositLimits', { userId: client.uid })).toMatchObject({ daily: { remaining: 2_000 } });
    expect(await refusedDeposit(client, 3_000)).toBe('Daily Limit exceeded by $10.00');

    await dayPasses(client.uid, 'gamblingDepositLimits');
    expect(await client.call('checkDepositLimits', { userId: client.uid })).toMatchObject({ daily: { remaining: 5_000 } });
    expect(await deposit(client, 3_000)).toMatchObject({ balance: 3_000 });
    // The next save folds the due increase into the stored value.
    const settled = await saveLimits(client, { daily: 5_000 });
    expect(settled.preferences.gamblingDepositLimits).toMatchObject({ daily: 5_000, pending: {} });
  });

  it('refuses limits under $5 or over their maximum with the exact messages, changing nothing', async () => {
    const client = await createDepositor();
    const before = await userDoc(client.uid);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gamblingDepositLimits: { ...LIMITS, daily: 499 } }, 'Your Daily Limit must be at least $5'],
      [{ gamblingDepositLimits: { ...LIMITS, weekly: 250_001 } }, 'Your Weekly Limit cannot exceed $2500'],
      [{ gamblingDepositLimits: { ...LIMITS, monthly: 500_001 } }, 'Your Monthly Limit cannot exceed $5000'],
      [{ gamblingDepositLimits: { ...LIMITS, daily: 100_001 } }, 'Your Daily Limit cannot exceed $1000'],
      [{ gamblingBetLimits: { bet: 400, match: 30_000 } }, 'Your Bet Limit must be at least $5'],
      [{ gamblingBetLimits: { bet: 10_001, match: 30_000 } }, 'Your Bet Limit cannot exceed $100'],
      [{ gamblingBetLimits: { bet: 10_000, match: 30_001 } }, 'Your Match Limit cannot exceed $300'],
      [{ gamblingBetLimits: { bet: 10_000, match: 0 } }, 'Your Match Limit must be at least $5'],
    ];
    for (const [preferences, message] of cases) {
      expect(await expectCallableError(save(client, preferences), 'invalid-argument'), message).toBe(message);
    }
    await expectCallableError(save(client, { gamblingDepositLimits: { ...LIMITS, daily: 20.5 } }), 'invalid-argument');
    await expectCallableError(save(client, { gamblingDepositLimits: { daily: 2_000 } }), 'invalid-argument');
    await expectCallableError(save(client, { gamblingRealityCheck: { hours: 3 } }), 'invalid-argument');
    expect(await expectCallableError(save(client, { gamblingOddsChange: 'always' }), 'invalid-argument')).toBe(
      preferenceMessages.oddsChangeOptions,
    );
    await expectCallableError(save(client, { isVerified: true }), 'invalid-argument');
    await expectCallableError(client.call('saveUserPreferences', {}), 'invalid-argument');
    expect(await userDoc(client.uid)).toEqual(before);
  });

  it('applies bet limits by the same rules, and checkBetLimits reports them', async () => {
    const client = await createDepositor();
    const { preferences } = await save(client, { gamblingBetLimits: { bet: 2_000, match: 29_999 } });
    expect(preferences.gamblingBetLimits).toMatchObject({ bet: 2_000, match: 29_999 });
    await dayPasses(client.uid, 'gamblingBetLimits');
    const raised = await save(client, { gamblingBetLimits: { bet: 5_000, match: 29_999 } });
    expect(raised.preferences.gamblingBetLimits).toMatchObject({ bet: 2_000, pending: { bet: { amount: 5_000 } } });
    expect(await client.call('checkBetLimits', { userId: client.uid, streamId: 'stream-1' })).toEqual({
      bet: { total: 0, remaining: 2_000, limitReached: false },
      match: { total: 0, remaining: 29_999, limitReached: false },
    });
  });
});

describe('saveUserPreferences: communication and reality check', () => {
  it('saves communication choices freely', async () => {
    const client = await createAccount();
    const channels = {
      marketingGeneral: { email: true, notifications: false },
      marketingGambling: { email: true, notifications: true },
      streamerIsLive: { email: false, notifications: false },
    };
    const { preferences } = await save(client, channels);
    expect(preferences).toMatchObject({ version: 1, ...channels });
    expect(await stored(client.uid)).toMatchObject(channels);
    expect((await save(client, { marketingGeneral: { email: false, notifications: true } })).preferences.marketingGeneral).toEqual({
      email: false,
      notifications: true,
    });
  });

  it('restarts the active session on a changed reality-check interval, and only then', async () => {
    const client = await createAccount();
    const { sessionId } = await client.call('createSession', {});
    const sessionRef = adminDb.doc(sessionPaths.session(sessionId));
    const read = async () => (await sessionRef.get()).data() as SessionDoc<Timestamp>;
    const first = await read();
    expect(first.expiresAt.toMillis() - first.createdAt.toMillis()).toBe(HOUR_MS);

    await save(client, { gamblingRealityCheck: { hours: 1 } }, sessionId);
    expect(await read()).toEqual(first);

    const asked = Date.now();
    await save(client, { gamblingRealityCheck: { hours: 4 } }, sessionId);
    const refreshed = await read();
    expect(refreshed.isActive).toBe(true);
    expect(refreshed.createdAt.toMillis()).toBeGreaterThanOrEqual(asked - 1_000);
    expect(refreshed.expiresAt.toMillis() - refreshed.createdAt.toMillis()).toBe(4 * HOUR_MS);
    expect(refreshed.sessionDuration).toBe(4);
    expect((await stored(client.uid)).gamblingRealityCheck).toEqual({ hours: 4 });
  });
});

describe('saveUserPreferences: odds changes', () => {
  it("stores what happens when the odds move, 'Ask me' until the user chooses", async () => {
    const client = await createAccount();
    expect(preferencesOf((await userDoc(client.uid))?.preferences).gamblingOddsChange).toBe('ask');
    await save(client, { gamblingOddsChange: 'any' });
    expect((await stored(client.uid)).gamblingOddsChange).toBe('any');
    await save(client, { gamblingRealityCheck: { hours: 2 } });
    expect((await stored(client.uid)).gamblingOddsChange).toBe('any');
  });
});

describe('saveUserPreferences: self-pause', () => {
  it('starts now and refuses deposits; it cannot be shortened or removed, only extended', async () => {
    const client = await createDepositor();
    await save(client, { marketingGeneral: { email: true, notifications: true } });
    const end = Date.now() + 2 * DAY_MS;
    const { preferences } = await save(client, { gamblingSelfPause: { enabled: true, endDate: end } });
    expect(preferences.gamblingSelfPause).toEqual({ enabled: true, startDate: expect.any(Number), endDate: end });
    expect(preferences.marketingGeneral).toEqual({ email: false, notifications: false });
    expect(preferences.marketingGambling).toEqual({ email: false, notifications: false });

    expect(await refusedDeposit(client, 1_000)).toBe(gamblingMessages.gamblingPaused);
    expect(await client.call('checkExclusion', {})).toEqual({
      excluded: false,
      paused: true,
      pausedUntil: end,
      excludedUntil: null,
      canGamble: false,
      reason: gamblingMessages.gamblingPaused,
    });

    const before = await stored(client.uid);
    for (const attempt of [{ enabled: true, endDate: end - HOUR_MS }, { enabled: false, endDate: null }]) {
      expect(await expectCallableError(save(client, { gamblingSelfPause: attempt }), 'failed-precondition')).toBe(preferenceMessages.selfPauseLocked);
    }
    expect(await stored(client.uid)).toEqual(before);
    // Marketing stays off while the pause runs.
    const again = await save(client, { marketingGeneral: { email: true, notifications: true } });
    expect(again.preferences.marketingGeneral).toEqual({ email: false, notifications: false });

    const extended = await save(client, { gamblingSelfPause: { enabled: true, endDate: end + DAY_MS } });
    expect(extended.preferences.gamblingSelfPause).toEqual({ ...before.gamblingSelfPause, endDate: end + DAY_MS });
  });

  it('lasts at least one full day from when it is set, even when picked for today', async () => {
    const client = await createDepositor();
    // The end of a day that is less than 24 hours away, as the form sends a pause picked for "today".
    const { preferences } = await save(client, { gamblingSelfPause: { enabled: true, endDate: Date.now() + HOUR_MS } });
    const { startDate, endDate } = preferences.gamblingSelfPause;
    expect(endDate).toBe(startDate! + DAY_MS);
    expect(await refusedDeposit(client, 1_000)).toBe(gamblingMessages.gamblingPaused);
  });

  it('needs an end date within the next 3 months', async () => {
    const client = await createDepositor();
    expect(await expectCallableError(save(client, { gamblingSelfPause: { enabled: true, endDate: null } }), 'invalid-argument')).toBe(
      preferenceMessages.selfPauseEndRequired,
    );
    for (const endDate of [Date.now() - HOUR_MS, addMonths(Date.now(), 3) + 2 * DAY_MS]) {
      expect(await expectCallableError(save(client, { gamblingSelfPause: { enabled: true, endDate } }), 'invalid-argument')).toBe(
        preferenceMessages.selfPauseRange,
      );
    }
    expect((await stored(client.uid))?.gamblingSelfPause).toBeUndefined();
  });
});

describe('saveUserPreferences: self-exclusion', () => {
  it('runs for the chosen period; it cannot be undone or shortened, only extended', async () => {
    const client = await createDepositor();
    const { preferences } = await save(client, { gamblingSelfExclude: { enabled: true, period: '1y' } });
    const start = preferences.gamblingSelfExclude.startDate!;
    expect(preferences.gamblingSelfExclude).toEqual({ enabled: true, startDate: start, endDate: addMonths(start, 12) });
    expect(await refusedDeposit(client, 1_000)).toBe(gamblingMessages.gamblingExcluded);
    expect(await client.call('checkExclusion', {})).toMatchObject({
      excluded: true,
      excludedUntil: addMonths(start, 12),
      canGamble: false,
      reason: gamblingMessages.gamblingExcluded,
    });

    for (const attempt of [{ enabled: false, period: '1y' }, { enabled: true, period: '6m' }]) {
      expect(await expectCallableError(save(client, { gamblingSelfExclude: attempt }), 'failed-precondition')).toBe(
        preferenceMessages.selfExclusionLocked,
      );
    }
    expect((await save(client, { gamblingSelfExclude: { enabled: true, period: '1y' } })).preferences.gamblingSelfExclude.endDate).toBe(
      addMonths(start, 12),
    );
    const extended = await save(client, { gamblingSelfExclude: { enabled: true, period: '5y' } });
    expect(extended.preferences.gamblingSelfExclude).toEqual({ enabled: true, startDate: start, endDate: addMonths(start, 60) });
  });

  it('still lets an excluded user withdraw', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    await save(user, { gamblingSelfExclude: { enabled: true, period: '6m' } });
    const result = await user.call('makePayout', { amount: 1_000, email: 'payee@example.test', gateway: 'paypal', requestId: newRequestId() });
    expect(result).toMatchObject({ status: 'pending', amount: 1_000 });
  });
});

describe('self-exclusion and self-pause before identity verification', () => {
  it('lets an unverified account holder self-exclude, and refuses their deposits once they are verified', async () => {
    const client = await createDepositor({ verified: false });
    const { preferences } = await save(client, { gamblingSelfExclude: { enabled: true, period: '6m' } });
    const start = preferences.gamblingSelfExclude.startDate!;
    expect(preferences.gamblingSelfExclude).toEqual({ enabled: true, startDate: start, endDate: addMonths(start, 6) });
    expect(await refusedDeposit(client, 1_000)).toBe(identityMessages.identityRequired);

    await setUserFields(client.uid, { isVerified: true, 'features.betting': true });
    expect(await refusedDeposit(client, 1_000)).toBe(gamblingMessages.gamblingExcluded);
    expect(await client.call('checkExclusion', {})).toMatchObject({ excluded: true, canGamble: false, reason: gamblingMessages.gamblingExcluded });
  });

  it('lets a customer whose identity check was denied pause, and the pause holds once they are verified', async () => {
    const client = await createDepositor({ verified: false });
    await setUserFields(client.uid, { verification: { inquiryId: 'inq_denied', status: 'denied', reason: 'declined', updatedAt: Timestamp.now() } });
    const end = Date.now() + 2 * DAY_MS;
    const { preferences } = await save(client, { gamblingSelfPause: { enabled: true, endDate: end } });
    expect(preferences.gamblingSelfPause).toEqual({ enabled: true, startDate: expect.any(Number), endDate: end });

    await setUserFields(client.uid, { isVerified: true, 'features.betting': true });
    expect(await refusedDeposit(client, 1_000)).toBe(gamblingMessages.gamblingPaused);
    expect(await client.call('checkExclusion', {})).toMatchObject({ paused: true, pausedUntil: end, canGamble: false });
  });
});

describe('checkBetLimits', () => {
  it('totals the stakes on the stream over the last 24 hours, for the owner or an admin only', async () => {
    const owner = await createDepositor();
    await giveBalance(owner.uid, 10_000);
    const stake = (key: string, type: 'bet_placed' | 'parlay_placed', cash: number, streamId: string) =>
      wagerDebit({ uid: owner.uid, idempotencyKey: key, type, cash, reference: { kind: 'stream', id: streamId } });
    await runLedger([
      stake('bet-1', 'bet_placed', 1_500, 'stream-1'),
      stake('parlay-1', 'parlay_placed', 700, 'stream-1'),
      stake('bet-2', 'bet_placed', 900, 'stream-2'),
      stake('bet-old', 'bet_placed', 400, 'stream-1'),
    ]);
    const old = (await adminDb.collection(ledgerPaths.transactions(owner.uid)).where('idempotencyKey', '==', 'bet-old').get()).docs[0]!;
    await old.ref.update({ timestamp: Timestamp.fromMillis(Date.now() - DAY_MS - HOUR_MS) });

    const expected = {
      bet: { total: 0, remaining: BET_LIMIT_DEFAULTS.bet, limitReached: false },
      match: { total: 2_200, remaining: BET_LIMIT_DEFAULTS.match - 2_200, limitReached: false },
    };
    const request = { userId: owner.uid, streamId: 'stream-1', gameType: 'valorant', gameMode: 'competitive' };
    expect(await owner.call('checkBetLimits', request)).toEqual(expected);

    const admin = await signIn({ roles: ['admin'] });
    expect(await admin.call('checkBetLimits', request)).toEqual(expected);
    const stranger = await createAccount();
    expect(await expectCallableError(stranger.call('checkBetLimits', request), 'permission-denied')).toBe(coreMessages.permissionDenied);
    await expectCallableError((await visitor()).call('checkBetLimits', request), 'unauthenticated');
    expect(await expectCallableError(admin.call('checkBetLimits', { ...request, userId: 'no-such-user' }), 'not-found')).toBe(
      coreMessages.userNotFound,
    );
    await expectCallableError(owner.call('checkBetLimits', { userId: owner.uid }), 'invalid-argument');

    await setUserFields(owner.uid, { 'preferences.gamblingBetLimits': { bet: 1_000, match: 2_000, updatedAt: null } });
    expect(await owner.call('checkBetLimits', request)).toEqual({
      bet: { total: 0, remaining: 1_000, limitReached: false },
      match: { total: 2_200, remaining: 0, limitReached: true },
    });
  });
});

describe('checkExclusion', () => {
  it("answers from the caller's own account", async () => {
    const client = await createDepositor();
    expect(await client.call('checkExclusion', {})).toEqual({
      excluded: false,
      paused: false,
      pausedUntil: null,
      excludedUntil: null,
      canGamble: true,
      reason: null,
    });
    const unverified = await createDepositor({ verified: false });
    expect(await unverified.call('checkExclusion', {})).toMatchObject({ canGamble: false, reason: identityMessages.identityRequired });
    const bySupport = await createDepositor({ exclusion: 'Yes' });
    expect(await bySupport.call('checkExclusion', {})).toMatchObject({ excluded: true, excludedUntil: null, canGamble: false });
    await expectCallableError(client.call('checkExclusion', { userId: unverified.uid }), 'invalid-argument');
    await expectCallableError((await visitor()).call('checkExclusion', {}), 'unauthenticated');
    const noAccount = await signIn();
    expect(await expectCallableError(noAccount.call('checkExclusion', {}), 'not-found')).toBe(coreMessages.userNotFound);
    expect(await expectCallableError(noAccount.call('saveUserPreferences', { preferences: {} }), 'not-found')).toBe(coreMessages.userNotFound);
  });
});
