import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCallableError, type TestClient } from '../support/client';
import { expectNoDocumentWritten, ledgerEntries, signIn, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { createPayoutUser } from './payoutSupport';
import { expectBooksBalanced, newRequestId, paidOrder, setUserFields } from './walletSupport';
import { admin } from './battleSupport';
import { betRequest, liveStreamer, valorantOdds } from './streamBetSupport';
import { HISTORY_DEFAULT_MONTHS, historyMessages, monthAt } from '../../functions/src/shared/wallet/history';
import type { CallableResponse } from '../../functions/src/shared/contract';

const thisMonth = monthAt(Date.now(), 0).month;

let customer: Awaited<ReturnType<typeof createPayoutUser>>;
let boss: TestClient;
let monthly: CallableResponse<'getMonthlyHistory'>;

/**
 * A customer with a $100 opening balance (an adjustment, no deposit) who deposits $25, withdraws $10 by PayPal,
 * and bets $10 on a stream (won) and $6 (lost).
 */
beforeAll(async () => {
  await setConfig({ betting: true });
  boss = await admin();
  customer = await createPayoutUser({ balance: 10_000 });
  await setUserFields(customer.uid, { 'features.betting': true });
  await customer.call('addBalance', { orderId: await paidOrder(customer.uid, 2_500), amount: 2_500, requestId: newRequestId() });
  await customer.call('makePayout', { amount: 1_000, email: 'winner@example.test', gateway: 'paypal', requestId: newRequestId() });
  const star = await liveStreamer(100);
  const odds = await valorantOdds(customer, star.streamId);
  const won = await customer.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 }));
  const lost = await customer.call('createBet', betRequest(odds, 'match_win', { cash: 600 }));
  await boss.call('updateBetStatus', { id: won.betId, streamId: star.streamId, status: 'won' });
  await boss.call('updateBetStatus', { id: lost.betId, streamId: star.streamId, status: 'lost' });
  monthly = await customer.call('getMonthlyHistory', {});
}, 180_000);

afterAll(async () => {
  await expectBooksBalanced();
  await clearConfig();
});

describe('getMonthlyHistory', () => {
  it("gives the customer's deposits, wagers and winnings of this month exactly, and the 11 months before as zeros", async () => {
    const winnings = (await ledgerEntries(customer.uid)).filter((entry) => entry.type === 'bet_completed');
    expect(winnings).toHaveLength(1);
    const won = winnings[0]!.amount;
    expect(won).toBeGreaterThan(1_000);
    expect(monthly).toMatchObject({ userId: customer.uid, months: HISTORY_DEFAULT_MONTHS, from: monthAt(Date.now(), 11).month });
    expect(monthly.history).toHaveLength(HISTORY_DEFAULT_MONTHS);
    expect(monthly.history[0]).toEqual({
      month: thisMonth,
      deposits: { count: 1, total: 2_500 },
      wagers: { count: 2, cash: 1_600, credits: 0, total: 1_600 },
      winnings: { count: 1, total: won },
      net: won - 1_600,
    });
    for (const month of monthly.history.slice(1)) {
      expect(month).toMatchObject({ deposits: { count: 0, total: 0 }, wagers: { count: 0, total: 0 }, winnings: { count: 0, total: 0 }, net: 0 });
    }
    expect(monthly.history.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, back) => monthAt(Date.now(), back).month));
    expect((await customer.call('getMonthlyHistory', { months: 18 })).history).toHaveLength(18);
  });
});

describe('getOrderHistory and getPayoutHistory', () => {
  it("list the customer's deposit order and withdrawal with their amounts and status", async () => {
    const { orders } = await customer.call('getOrderHistory', {});
    expect(orders).toEqual([expect.objectContaining({ gateway: 'paypal', status: 'completed', amount: 2_500 })]);
    const { payouts, from } = await customer.call('getPayoutHistory', { months: 1 });
    expect(from).toBe(thisMonth);
    expect(payouts).toEqual([expect.objectContaining({ gateway: 'paypal', amount: 1_000, id: expect.stringContaining(customer.uid) })]);
  });
});

describe('who may read a history', () => {
  it("gives an Admin and a Super Admin the customer's history when they name them", async () => {
    const desk = await signIn({ roles: ['superAdmin'] });
    for (const reader of [boss, desk]) {
      expect(await reader.call('getMonthlyHistory', { userId: customer.uid })).toEqual(monthly);
      expect((await reader.call('getOrderHistory', { userId: customer.uid })).orders).toHaveLength(1);
      expect((await reader.call('getPayoutHistory', { userId: customer.uid })).payouts).toHaveLength(1);
    }
  });

  it("refuses anyone else another user's history, and visitors any history", async () => {
    const calls = ['getOrderHistory', 'getMonthlyHistory', 'getPayoutHistory'] as const;
    const anonymous = await visitor();
    for (const name of calls) await expectCallableError(anonymous.call(name, {}), 'unauthenticated');
    for (const roles of [[], ['streamer'], ['organizer']] as const) {
      const client = await signIn({ roles: [...roles] });
      for (const name of calls) await expectCallableError(client.call(name, { userId: customer.uid }), 'permission-denied');
      expect((await client.call('getOrderHistory', {})).orders).toEqual([]);
    }
  });

  it('refuses more than 18 months, or none, with the reason, changing nothing', async () => {
    await expectNoDocumentWritten(async () => {
      for (const name of ['getOrderHistory', 'getMonthlyHistory', 'getPayoutHistory'] as const) {
        for (const months of [19, 0, 1.5]) {
          expect(await expectCallableError(customer.call(name, { months }), 'invalid-argument'), `${name} ${months}`).toBe(historyMessages.months);
        }
      }
    });
  });
});
