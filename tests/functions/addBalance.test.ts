import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { expectCallableError } from '../support/client';
import { expectServerTimestamp, ledgerEntries, notifications, userDoc } from './support';
import {
  HOUR_MS,
  OPEN_PROMOTION,
  accountOf,
  createDepositor,
  expectBooksBalanced,
  expectNoMoneyMoved,
  houseEntries,
  newRequestId,
  orderDoc,
  ordersOf,
  paidOrder,
  setAppSettings,
  setUserFields,
} from './walletSupport';
import { walletMessages } from '../../functions/src/shared/wallet/messages';

beforeAll(async () => {
  await setAppSettings({ bonus: OPEN_PROMOTION });
});

describe('addBalance: PayPal deposits', () => {
  it('credits a captured order once, with its ledger entry, order, notification and a clean reconcile', async () => {
    const client = await createDepositor();
    // The deposit counts towards the caller's active session, found on the server.
    const { sessionId } = await client.call('createSession', {});
    const orderId = await paidOrder(client.uid, 2_500, 'payer.one@paypal.sandbox');
    const requestId = newRequestId();
    const before = Date.now();
    const result = await client.call('addBalance', { orderId, amount: 2_500, requestId });
    const after = Date.now();

    expect(result).toMatchObject({ amount: 2_500, balance: 2_500, hasBonus: false, bonusCredits: 0 });
    // No bonus was ever earned, so one is available at once.
    expect(result.nextBonusAvailableAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(result.nextBonusAvailableAt).toBeLessThanOrEqual(after + 1_000);

    expect(await accountOf(client.uid)).toMatchObject({ balance: 2_500, credits: 0, bonus: { balance: 0, credits: 0 } });
    const entries = await ledgerEntries(client.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: `deposit_paypal_${orderId}`,
      type: 'add_balance',
      amount: 2_500,
      credits: 0,
      bonusChestCredits: 0,
      balanceAfter: 2_500,
      sessionId,
      reference: { kind: 'order', id: `paypal_${orderId}` },
    });
    expectServerTimestamp(entries[0]?.timestamp);

    const order = await orderDoc('paypal', orderId);
    expect(order).toMatchObject({
      userId: client.uid,
      gateway: 'paypal',
      providerId: orderId,
      status: 'completed',
      amount: 2_500,
      providerAmount: { value: 2_500, currency: 'USD' },
      requestId,
      sessionId,
      bonusCredits: 0,
      failureReason: null,
    });
    expect(order?.completedAt).toBeInstanceOf(Timestamp);

    const notes = await notifications(client.uid);
    expect(notes).toEqual([expect.objectContaining({ type: 'deposit', variables: expect.objectContaining({ amount: 2_500 }) })]);

    const user = await userDoc(client.uid);
    expect(user?.paypalEmail).toBe('payer.one@paypal.sandbox');
    expect(user?.firstDepositAt).toBeInstanceOf(Timestamp);
    expect(user?.lastBonusAt).toBeUndefined();

    // Deposits cross the boundary with the provider: no house legs, and the books balance.
    expect(await houseEntries()).toEqual([]);
    await expectBooksBalanced();
  });

  it('keeps the first deposit date and adds later deposits to the balance', async () => {
    const client = await createDepositor();
    await client.call('addBalance', { orderId: await paidOrder(client.uid, 1_000), amount: 1_000, requestId: newRequestId() });
    const first = (await userDoc(client.uid))?.firstDepositAt;
    const second = await client.call('addBalance', {
      orderId: await paidOrder(client.uid, 750, 'other.payer@paypal.sandbox'),
      amount: 750,
      requestId: newRequestId(),
    });
    expect(second.balance).toBe(1_750);
    const user = await userDoc(client.uid);
    expect(user?.firstDepositAt?.toMillis()).toBe(first?.toMillis());
    expect(user?.paypalEmail).toBe('other.payer@paypal.sandbox');
    expect(await ledgerEntries(client.uid)).toHaveLength(2);
    expect(await ordersOf(client.uid)).toHaveLength(2);
    await expectBooksBalanced();
  });
});

describe('addBalance: deposit bonus', () => {
  it('gives floor(amount / $20) chest credits for $40 to $500, at most once per 24 hours', async () => {
    const client = await createDepositor();
    const started = Date.now();
    const orderId = await paidOrder(client.uid, 4_000);
    const first = await client.call('addBalance', { orderId, amount: 4_000, requestId: newRequestId() });
    expect(first).toMatchObject({ amount: 4_000, balance: 4_000, hasBonus: true, bonusCredits: 2 });
    const user = await userDoc(client.uid);
    const lastBonusAt = user?.lastBonusAt?.toMillis() ?? 0;
    expect(lastBonusAt).toBeGreaterThanOrEqual(started - 1_000);
    expect(first.nextBonusAvailableAt).toBe(lastBonusAt + 24 * HOUR_MS);
    expect(await accountOf(client.uid)).toMatchObject({ balance: 4_000, credits: 0, bonus: { balance: 0, credits: 2 } });

    const entries = await ledgerEntries(client.uid);
    expect(entries).toEqual([expect.objectContaining({ amount: 4_000, bonusChestCredits: 2, bonusChestCreditsAfter: 2, credits: 0 })]);
    const notes = await notifications(client.uid);
    expect(notes.map((note) => note.type).sort()).toEqual(['bonus_credits_added', 'deposit']);
    expect(notes.find((note) => note.type === 'bonus_credits_added')?.variables).toMatchObject({ credits: 2, bonusChestCredits: 2 });
    expect((await orderDoc('paypal', orderId))?.bonusCredits).toBe(2);

    // Inside the cooldown: no bonus, and the same next date.
    const second = await client.call('addBalance', { orderId: await paidOrder(client.uid, 10_000), amount: 10_000, requestId: newRequestId() });
    expect(second).toMatchObject({ balance: 14_000, hasBonus: false, bonusCredits: 0, nextBonusAvailableAt: first.nextBonusAvailableAt });
    expect((await userDoc(client.uid))?.lastBonusAt?.toMillis()).toBe(lastBonusAt);
    expect((await accountOf(client.uid)).bonus.credits).toBe(2);
    await expectBooksBalanced();
  });

  it('counts the cooldown from lastBonusAt', async () => {
    const client = await createDepositor();
    const recent = Date.now() - 23 * HOUR_MS;
    await setUserFields(client.uid, { lastBonusAt: Timestamp.fromMillis(recent) });
    const cooling = await client.call('addBalance', { orderId: await paidOrder(client.uid, 5_000), amount: 5_000, requestId: newRequestId() });
    expect(cooling).toMatchObject({ hasBonus: false, bonusCredits: 0, nextBonusAvailableAt: recent + 24 * HOUR_MS });

    await setUserFields(client.uid, { lastBonusAt: Timestamp.fromMillis(Date.now() - 25 * HOUR_MS) });
    const due = await client.call('addBalance', { orderId: await paidOrder(client.uid, 50_000), amount: 50_000, requestId: newRequestId() });
    expect(due).toMatchObject({ balance: 55_000, hasBonus: true, bonusCredits: 25 });
    expect((await accountOf(client.uid)).bonus.credits).toBe(25);
  });

  it('gives nothing below $40 or above $500, without starting a cooldown', async () => {
    for (const [amount, label] of [
      [3_999, 'just under $40'],
      [50_001, 'just over $500'],
      [100_000, '$1000, the daily limit'],
    ] as const) {
      const client = await createDepositor();
      const result = await client.call('addBalance', { orderId: await paidOrder(client.uid, amount), amount, requestId: newRequestId() });
      expect(result, label).toMatchObject({ amount, balance: amount, hasBonus: false, bonusCredits: 0 });
      expect((await userDoc(client.uid))?.lastBonusAt, label).toBeUndefined();
      expect(await notifications(client.uid), label).toHaveLength(1);
      if (amount === 100_000) continue;
      // The next qualifying deposit still earns one.
      const next = await client.call('addBalance', { orderId: await paidOrder(client.uid, 4_100), amount: 4_100, requestId: newRequestId() });
      expect(next, label).toMatchObject({ hasBonus: true, bonusCredits: 2 });
    }
  });

  it('gives nothing once the promotion has ended', async () => {
    await setAppSettings({ bonus: { promotionEndsAt: '2020-01-01T00:00:00Z' } });
    try {
      const client = await createDepositor();
      const result = await client.call('addBalance', { orderId: await paidOrder(client.uid, 10_000), amount: 10_000, requestId: newRequestId() });
      expect(result).toMatchObject({ hasBonus: false, bonusCredits: 0, nextBonusAvailableAt: null });
    } finally {
      await setAppSettings({ bonus: OPEN_PROMOTION });
    }
  });
});

describe('addBalance: idempotency', () => {
  it('returns the first result for a repeated request id and credits once', async () => {
    const client = await createDepositor();
    const orderId = await paidOrder(client.uid, 6_000);
    const requestId = newRequestId();
    const first = await client.call('addBalance', { orderId, amount: 6_000, requestId });
    const repeats = await expectNoMoneyMoved(client.uid, () =>
      Promise.all([
        client.call('addBalance', { orderId, amount: 6_000, requestId }),
        client.call('addBalance', { orderId, amount: 6_000, requestId }),
      ]),
    );
    expect(repeats).toEqual([first, first]);
    expect((await accountOf(client.uid)).balance).toBe(6_000);
    expect(await ledgerEntries(client.uid)).toHaveLength(1);
  });

  it('refuses the same order under a new request id', async () => {
    const client = await createDepositor();
    const orderId = await paidOrder(client.uid, 1_200);
    await client.call('addBalance', { orderId, amount: 1_200, requestId: newRequestId() });
    const message = await expectNoMoneyMoved(client.uid, () =>
      expectCallableError(client.call('addBalance', { orderId, amount: 1_200, requestId: newRequestId() }), 'already-exists'),
    );
    expect(message).toBe(walletMessages.paymentAlreadyUsed);
    expect((await accountOf(client.uid)).balance).toBe(1_200);
    await expectBooksBalanced();
  });

  it('credits an order once when several requests for it arrive together', async () => {
    const client = await createDepositor();
    const orderId = await paidOrder(client.uid, 3_300);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => client.call('addBalance', { orderId, amount: 3_300, requestId: newRequestId() })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as Error).message).toContain(walletMessages.paymentAlreadyUsed);
    }
    expect((await accountOf(client.uid)).balance).toBe(3_300);
    expect(await ledgerEntries(client.uid)).toHaveLength(1);
    expect(await ordersOf(client.uid)).toHaveLength(1);
    await expectBooksBalanced();
  });
});
