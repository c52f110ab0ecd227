import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { createAccount, ledgerEntries, signIn, userDoc, waitFor, type AccountUser } from './support';
import { accountOf, createDepositor, expectNoMoneyMoved, newRequestId, paidOrder, setPreferences } from './walletSupport';
import { battleBettor, organizer, placeBet, playerBattle } from './battleSupport';
import { clearConfig, setConfig } from './regionSupport';
import { daysAgo, dayOfActivity, harmOf, harmWhen, notesOf, today, writeDays } from './harmSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { INDICATOR_KEYS } from '../../functions/src/shared/harm/indicators';
import { harmMessages } from '../../functions/src/shared/harm/messages';
import { SUPPORT_COLLECTIONS } from '../../functions/src/shared/support/firestorePaths';
import type { AuditEntry } from '../../functions/src/shared/support/types';
type SignedInClient = Awaited<ReturnType<typeof signIn>>;

/**
 * Customer interaction (LCCP SR 3.4.3): indicators of harm computed from the customer's own activity, a hold on
 * deposits and betting at strong, the customer's contest, staff review on the desk (audited), no bonus offers
 * while flagged, and the desk's evaluation.
 */
const REASON = 'Spoke to the customer by phone, ticket 5120';
const LOW_DAILY_LIMIT = { daily: 1_000, weekly: 250_000, monthly: 500_000, updatedAt: Date.parse('2026-01-01T00:00:00Z') };

let desk: SignedInClient;

beforeAll(async () => {
  desk = await signIn({ roles: ['superAdmin'] });
});

const deposit = async (client: SignedInClient, amount: number) =>
  client.call('addBalance', { orderId: await paidOrder(client.uid, amount), amount, requestId: newRequestId() });

const review = (userId: string, decision: 'lift' | 'keep' | 'tighten', requestId = newRequestId()) =>
  desk.call('reviewHarmCase', { userId, decision, reason: REASON, requestId });

/** Holds `uid` from a scripted strong history (five declined deposits today) and waits for the hold. */
async function holdFromScript(uid: string) {
  await writeDays(uid, [{ day: today(), declinedDeposits: 5 }]);
  return harmWhen(uid, (harm) => harm?.held === true);
}

describe('indicators from the customer’s own activity', () => {
  it('scores a scripted history at medium on every indicator: no hold, and the case is on the desk', async () => {
    const customer = await createDepositor();
    await writeDays(customer.uid, [
      ...Array.from({ length: 27 }, (_, index) => ({ day: daysAgo(index + 1), deposits: 3_000 })),
      ...[1, 2].map((days) => ({ day: daysAgo(days), nightActivity: 1 })),
      { day: daysAgo(3), limitRaises: 3 },
      { day: today(), deposits: 15_000, emptyDeposits: 4, declinedDeposits: 3, nightActivity: 1, realityContinues: 5 },
    ]);
    const harm = await harmWhen(customer.uid, (doc) => INDICATOR_KEYS.every((key) => doc?.scores[key].level === 'medium'));
    expect(harm).toMatchObject({ level: 'medium', held: false, case: null });
    expect((await userDoc(customer.uid))?.harm).toBeUndefined();
    const { cases } = await desk.call('listHarmCases', {});
    expect(cases.find((item) => item.uid === customer.uid)).toMatchObject({ level: 'medium', held: false, username: customer.username });
  });

  it('counts real activity on the day: a deposit at an empty balance, a deposit refused by a limit, a limit raise, a continued reality check', async () => {
    const customer = await createDepositor();
    await deposit(customer, 2_500);
    await setPreferences(customer.uid, { gamblingDepositLimits: LOW_DAILY_LIMIT });
    await expectCallableError(deposit(customer, 2_000), 'failed-precondition');
    await customer.call('saveUserPreferences', { preferences: { gamblingDepositLimits: { daily: 5_000, weekly: 250_000, monthly: 500_000 } } });
    const { sessionId } = await customer.call('createSession', {});
    await customer.call('refreshSession', { sessionId });
    expect(await dayOfActivity(customer.uid)).toMatchObject({ deposits: 2_500, emptyDeposits: 1, declinedDeposits: 1, limitRaises: 1, realityContinues: 1 });
  });

  it('the scheduled pass lowers the level once the activity leaves its window, and a second run changes nothing', async () => {
    const customer = await createDepositor();
    await writeDays(customer.uid, [{ day: today(), declinedDeposits: 3 }]);
    await harmWhen(customer.uid, (harm) => harm?.level === 'medium');
    const eightDaysOn = Date.now() + 8 * 86_400_000;
    expect((await SCHEDULED_JOBS.reassessHarm.run({ now: eightDaysOn })).changed).toBeGreaterThanOrEqual(1);
    expect(await harmOf(customer.uid)).toMatchObject({ level: 'none', held: false });
    const again = await SCHEDULED_JOBS.reassessHarm.run({ now: eightDaysOn });
    expect(again.complete).toBe(true);
    expect(await harmOf(customer.uid)).toMatchObject({ level: 'none' });
  });
});

describe('a strong indicator holds deposits and betting until staff review it', () => {
  beforeEach(async () => {
    await setConfig({ betting: true });
  });

  afterEach(async () => {
    await clearConfig();
  });

  it('a fifth declined deposit holds the customer: addBalance and createBattleBet refuse with the reason, nothing moves', async () => {
    const punter = await battleBettor({ cash: 10_000 });
    const { battleId, challenger } = await playerBattle(await organizer());
    await setPreferences(punter.uid, { gamblingDepositLimits: LOW_DAILY_LIMIT });
    await writeDays(punter.uid, [{ day: today(), declinedDeposits: 4 }]);
    await harmWhen(punter.uid, (harm) => harm?.level === 'medium');
    await expectCallableError(deposit(punter, 2_000), 'failed-precondition');

    const harm = await harmWhen(punter.uid, (doc) => doc?.held === true);
    expect(harm.case).toMatchObject({ status: 'held', indicators: ['declinedDeposits'], contestedAt: null, decision: null });
    expect((await userDoc(punter.uid))?.harm).toEqual({ held: true, strong: true });

    await expectNoMoneyMoved(punter.uid, async () => {
      expect(await expectCallableError(deposit(punter, 500), 'failed-precondition')).toBe(harmMessages.held);
      expect(await expectCallableError(placeBet(punter, battleId, challenger.uid, { cash: 1_000 }), 'failed-precondition')).toBe(harmMessages.held);
    });
  });

  it('the customer contests once, with a case note; staff lift it with a written reason, audited, and deposits open again', async () => {
    const customer = await createDepositor();
    await holdFromScript(customer.uid);

    await customer.call('contestHarmDecision', { text: 'I was paying for a friend’s account, please look again.' });
    expect(await expectCallableError(customer.call('contestHarmDecision', { text: 'Asking a second time, please.' }), 'failed-precondition')).toBe(harmMessages.alreadyContested);
    expect((await harmOf(customer.uid))?.case).toMatchObject({ status: 'contested', contestedAt: expect.any(Number) });
    const { cases } = await desk.call('listHarmCases', {});
    expect(cases.find((item) => item.uid === customer.uid)).toMatchObject({ held: true, case: { status: 'contested' }, notes: [{ by: 'customer' }] });

    const requestId = newRequestId();
    const result = await review(customer.uid, 'lift', requestId);
    expect(result).toMatchObject({ action: 'reviewHarmCase', before: { harmHold: true, harmCase: 'contested' }, after: { harmHold: false, harmCase: 'lifted' } });
    expect(await review(customer.uid, 'lift', requestId)).toEqual(result);
    const audit = await adminDb.doc(`${SUPPORT_COLLECTIONS.auditLog}/${result.auditId}`).get();
    expect(audit.data() as AuditEntry<Timestamp>).toMatchObject({ action: 'reviewHarmCase', targetUserId: customer.uid, reason: REASON, actor: { uid: desk.uid } });
    expect((await notesOf(customer.uid)).map((note) => [note.by, note.decision ?? null])).toEqual([['customer', null], ['staff', 'lift']]);
    expect(await harmOf(customer.uid)).toMatchObject({ held: false, case: { status: 'lifted', decision: 'lift', reason: REASON }, lift: { strong: ['declinedDeposits'] } });
    expect((await userDoc(customer.uid))?.harm).toEqual({ held: false, strong: true });

    expect(await deposit(customer, 1_500)).toMatchObject({ balance: 1_500 });
    expect(await expectCallableError(review(customer.uid, 'keep'), 'failed-precondition')).toBe(harmMessages.nothingToReview);
  });

  it('staff keep a hold, then tighten it to the support exclusion, each audited; only a Super Admin decides', async () => {
    const customer = await createDepositor();
    await holdFromScript(customer.uid);
    const admin = await signIn({ roles: ['admin'] });
    await expectCallableError(admin.call('reviewHarmCase', { userId: customer.uid, decision: 'lift', reason: REASON, requestId: newRequestId() }), 'permission-denied');
    await expectCallableError(customer.call('reviewHarmCase', { userId: customer.uid, decision: 'lift', reason: REASON, requestId: newRequestId() }), 'permission-denied');

    expect(await review(customer.uid, 'keep')).toMatchObject({ after: { harmHold: true, harmCase: 'kept' } });
    expect(await expectCallableError(review(customer.uid, 'keep'), 'failed-precondition')).toBe(harmMessages.noChange);
    expect(await review(customer.uid, 'tighten')).toMatchObject({ after: { harmHold: true, harmCase: 'tightened', exclusion: 'Yes' } });
    expect(await userDoc(customer.uid)).toMatchObject({ exclusion: 'Yes', harm: { held: true } });
    const audit = await adminDb.collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', customer.uid).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['reviewHarmCase', 'reviewHarmCase']);
  });
});

describe('no marketing or bonus offers while flagged', () => {
  it('withholds the referral bonus from a held referrer and refuses a support grant of Bonus Credits, until lifted', async () => {
    const referrer: AccountUser = await createDepositor();
    await holdFromScript(referrer.uid);
    await createAccount({ provider: 'google', referralID: referrer.uid });
    expect(await expectCallableError(desk.call('grantUserBonusCredits', { userId: referrer.uid, bonusCredits: 2, reason: REASON, requestId: newRequestId() }), 'failed-precondition')).toBe(
      harmMessages.offersSuppressed,
    );
    expect((await ledgerEntries(referrer.uid)).filter((entry) => entry.credits !== 0)).toEqual([]);
    expect((await accountOf(referrer.uid)).credits).toBe(0);

    // Lifted, but the indicator is still strong: offers stay off until it falls.
    await review(referrer.uid, 'lift');
    await expectCallableError(desk.call('grantUserBonusCredits', { userId: referrer.uid, bonusCredits: 2, reason: REASON, requestId: newRequestId() }), 'failed-precondition');

    // Once no indicator is strong (the declines leave the window), a referral pays again.
    await writeDays(referrer.uid, [{ day: today(), declinedDeposits: 0 }]);
    await waitFor(() => userDoc(referrer.uid), (user) => user?.harm?.strong === false);
    await createAccount({ provider: 'google', referralID: referrer.uid });
    expect((await accountOf(referrer.uid)).credits).toBe(1);
  });
});

describe('evaluation on the desk', () => {
  it('counts customers by the highest level reached in the range, with the actions and decisions, and who fell', async () => {
    const held = await createDepositor();
    await holdFromScript(held.uid);
    await review(held.uid, 'lift');
    await writeDays(held.uid, [{ day: today(), declinedDeposits: 2 }]);
    await harmWhen(held.uid, (harm) => harm?.level === 'low');

    const { rows } = await desk.call('getHarmEvaluation', { start: daysAgo(1), end: today() });
    const strong = rows.find((row) => row.level === 'strong')!;
    expect(strong.customers).toBeGreaterThanOrEqual(1);
    expect(strong.actions.hold).toBeGreaterThanOrEqual(1);
    expect(strong.decisions.lift).toBeGreaterThanOrEqual(1);
    expect(strong.fell).toBeGreaterThanOrEqual(1);
    expect(strong.fell).toBeLessThanOrEqual(strong.customers);
    const empty = await desk.call('getHarmEvaluation', { start: '2020-01-01', end: '2020-01-31' });
    expect(empty.rows.map((row) => row.customers)).toEqual([0, 0, 0]);
  });
});
