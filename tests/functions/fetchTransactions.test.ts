import { beforeAll, describe, expect, it } from 'vitest';
import { runLedger, type LedgerChange } from '../../functions/src/ledger/ledger';
import { MAX_TRANSACTIONS } from '../../functions/src/wallet/fetchTransactions';
import { expectCallableError } from '../support/client';
import { counts, createAccount, ledgerEntries, type AccountUser } from './support';
import { createPayoutUser } from './payoutSupport';
import { newRequestId } from './walletSupport';

const DAY_MS = 24 * 3_600_000;

let user: AccountUser;
/** The user's entries as stored, newest first, with their times in ms. */
let stored: Array<{ id: string; type: string; amount: number; ms: number }>;

/** Waits for the clock to pass `ms`, so the next entry has a later millisecond than the last. */
async function nextMillisecond(ms: number): Promise<void> {
  while (Date.now() <= ms + 1) await new Promise((resolve) => setTimeout(resolve, 2));
}

beforeAll(async () => {
  user = await createPayoutUser({ balance: 10_000 });
  const other = await createPayoutUser({ balance: 777 });
  await other.call('makePayout', { amount: 100, email: 'hold@example.test', gateway: 'paypal', requestId: newRequestId() });

  await nextMillisecond(Date.now());
  await user.call('makePayout', { amount: 1_000, email: 'hold@example.test', gateway: 'paypal', requestId: newRequestId() });
  for (const [key, cash] of [['adjust_a', 250], ['adjust_b', -125]] as const) {
    await nextMillisecond(Date.now());
    await runLedger([{ uid: user.uid, idempotencyKey: key, type: 'admin_adjustment', cash }]);
  }
  stored = (await ledgerEntries(user.uid))
    .map((entry) => ({ id: entry.id, type: entry.type, amount: entry.amount, ms: entry.timestamp.toMillis() }))
    .sort((a, b) => b.ms - a.ms);
  expect(new Set(stored.map((entry) => entry.ms)).size).toBe(4);
});

describe('fetchTransactions', () => {
  it("returns the caller's entries, newest first, with times in ms", async () => {
    const { transactions } = await user.call('fetchTransactions', { startDate: 0, endDate: Date.now() + DAY_MS });
    expect(transactions.map((row) => row.id)).toEqual(stored.map((entry) => entry.id));
    expect(transactions.map((row) => row.timestamp)).toEqual(stored.map((entry) => entry.ms));
    expect(transactions.map((row) => [row.type, row.amount])).toEqual([
      ['admin_adjustment', -125],
      ['admin_adjustment', 250],
      ['payout', -1_000],
      ['admin_adjustment', 10_000],
    ]);
    const payoutRow = transactions.find((row) => row.type === 'payout');
    expect(payoutRow).toMatchObject({ balanceAfter: 9_000, credits: 0, reference: { kind: 'payout' }, idempotencyKey: payoutRow?.id });
  });

  it('includes both ends of the range', async () => {
    const [newest, second, third, oldest] = stored;
    const range = async (startDate: number, endDate: number) =>
      (await user.call('fetchTransactions', { startDate, endDate })).transactions.map((row) => row.id);
    expect(await range(third!.ms, second!.ms)).toEqual([second!.id, third!.id]);
    expect(await range(oldest!.ms, oldest!.ms)).toEqual([oldest!.id]);
    expect(await range(newest!.ms + 1, Date.now() + DAY_MS)).toEqual([]);
    expect(await range(0, oldest!.ms - 1)).toEqual([]);
    expect(await range(0, 8.64e15)).toHaveLength(4);
  });

  it(`returns at most ${MAX_TRANSACTIONS} entries`, async () => {
    const busy = await createAccount();
    const changes: LedgerChange[] = Array.from({ length: MAX_TRANSACTIONS + 20 }, (_, index) => ({
      uid: busy.uid,
      idempotencyKey: `grant_${index}`,
      type: 'system_adjustment',
      credits: 1,
    }));
    for (let start = 0; start < changes.length; start += 100) await runLedger(changes.slice(start, start + 100));
    const { transactions } = await busy.call('fetchTransactions', { startDate: 0, endDate: Date.now() + DAY_MS });
    expect(transactions).toHaveLength(MAX_TRANSACTIONS);
    for (let index = 1; index < transactions.length; index += 1) {
      expect(transactions[index]!.timestamp).toBeLessThanOrEqual(transactions[index - 1]!.timestamp);
    }
  });

  it('refuses bad input with invalid-argument', async () => {
    const before = await counts();
    const now = Date.now();
    for (const payload of [
      null,
      {},
      { startDate: now },
      { startDate: now, endDate: now - 1 },
      { startDate: -1, endDate: now },
      { startDate: String(now - DAY_MS), endDate: now },
      { startDate: 1.5, endDate: now },
      { startDate: 0, endDate: 9e15 },
      { startDate: 0, endDate: now, userId: 'someone-else' },
    ]) {
      await expectCallableError(user.call('fetchTransactions', payload), 'invalid-argument');
    }
    expect(await counts()).toEqual(before);
  });
});
