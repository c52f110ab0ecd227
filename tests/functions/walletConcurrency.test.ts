import { describe, expect, it } from 'vitest';
import { ledgerEntries } from './support';
import {
  completeHeldPaypalPayout,
  createPayoutUser,
  hasProviderId,
  hasStatus,
  payoutsOf,
  waitForPayout,
  warmUpWorkers,
} from './payoutSupport';
import { accountOf, expectBooksBalanced, newRequestId, ordersOf, paidOrder } from './walletSupport';
import { walletMessages } from '../../functions/src/shared/wallet/messages';

/**
 * Each concurrent call runs in a Functions emulator worker of its own, so a race of a dozen calls already contends
 * on one balance as hard as a race of fifty (the emulator's transactions serialise them either way).
 */
const DEPOSITS = 10;
const DEPOSIT_CENTS = 2_000;
const PAYOUTS = 10;
const PAYOUT_CENTS = 3_000;
/** Opening + all deposits is less than all payouts together, so some payouts must be refused. */
const OPENING_CENTS = 5_000;
const RACING_PAYOUTS = 14;

interface Outcome {
  kind: 'deposit' | 'payout';
  ok: boolean;
  code?: string;
  message?: string;
}

function settle(kind: Outcome['kind'], call: Promise<unknown>): Promise<Outcome> {
  return call.then(
    () => ({ kind, ok: true }),
    (error: { code?: string; message: string }) => ({ kind, ok: false, code: error.code, message: error.message.replace(/ \[\d{3}\]$/, '') }),
  );
}

describe('wallet under concurrent requests', () => {
  it(`pays exactly what the balance covers when ${RACING_PAYOUTS} payouts arrive together`, { timeout: 300_000 }, async () => {
    const user = await createPayoutUser({ balance: (RACING_PAYOUTS / 2) * 1_000 });
    await warmUpWorkers(user, 'makePayout', RACING_PAYOUTS);
    const outcomes = await Promise.all(
      Array.from({ length: RACING_PAYOUTS }, () =>
        settle('payout', user.call('makePayout', { amount: 1_000, email: 'hold@example.test', gateway: 'paypal', requestId: newRequestId() })),
      ),
    );
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(RACING_PAYOUTS / 2);
    for (const outcome of refused) {
      expect(outcome.code).toBe('functions/failed-precondition');
      expect([walletMessages.payoutExceedsBalance, walletMessages.payoutInsufficient]).toContain(outcome.message);
    }
    expect((await accountOf(user.uid)).balance).toBe(0);
    expect((await ledgerEntries(user.uid)).filter((entry) => entry.type === 'payout')).toHaveLength(RACING_PAYOUTS / 2);
    expect(await payoutsOf(user.uid)).toHaveLength(RACING_PAYOUTS / 2);
    await expectBooksBalanced();
  });

  it(`serialises ${DEPOSITS + PAYOUTS} mixed deposits and payouts on one balance`, { timeout: 300_000 }, async () => {
    const user = await createPayoutUser({ balance: OPENING_CENTS });
    const orders = await Promise.all(Array.from({ length: DEPOSITS }, () => paidOrder(user.uid, DEPOSIT_CENTS)));
    await warmUpWorkers(user, 'makePayout', PAYOUTS);
    await warmUpWorkers(user, 'addBalance', DEPOSITS);

    const calls: Array<Promise<Outcome>> = [];
    const depositRequests: Array<{ orderId: string; amount: number; requestId: string }> = [];
    for (let index = 0; index < Math.max(DEPOSITS, PAYOUTS); index += 1) {
      if (index < PAYOUTS) {
        // Held by PayPal, so that no webhook joins the race; they are completed one by one afterwards.
        const request = { amount: PAYOUT_CENTS, email: 'hold@example.test', gateway: 'paypal', requestId: newRequestId() };
        calls.push(settle('payout', user.call('makePayout', request)));
      }
      if (index < DEPOSITS) {
        const request = { orderId: orders[index]!, amount: DEPOSIT_CENTS, requestId: newRequestId() };
        depositRequests.push(request);
        calls.push(settle('deposit', user.call('addBalance', request)));
      }
    }
    const outcomes = await Promise.all(calls);

    // A call that waited longer than the money lock allows is refused as busy and moves nothing (the balance
    // check below counts only what succeeded); the user's retry of a deposit, same request id, credits it once.
    const busy = (outcome: Outcome) => outcome.code === 'functions/unavailable' && outcome.message === walletMessages.walletBusy;
    const deposits = outcomes.filter((outcome) => outcome.kind === 'deposit');
    expect(deposits.filter((outcome) => !outcome.ok && !busy(outcome))).toEqual([]);
    for (const [index, outcome] of deposits.entries()) {
      if (!outcome.ok) await user.call('addBalance', depositRequests[index]);
    }
    const payouts = outcomes.filter((outcome) => outcome.kind === 'payout');
    const refused = payouts.filter((outcome) => !outcome.ok);
    for (const outcome of refused.filter((each) => !busy(each))) {
      expect(outcome.code).toBe('functions/failed-precondition');
      expect([walletMessages.payoutExceedsBalance, walletMessages.payoutInsufficient]).toContain(outcome.message);
    }
    const paid = payouts.length - refused.length;
    expect(refused.length).toBeGreaterThanOrEqual(Math.ceil((PAYOUTS * PAYOUT_CENTS - OPENING_CENTS - DEPOSITS * DEPOSIT_CENTS) / PAYOUT_CENTS));

    const account = await accountOf(user.uid);
    const entries = await ledgerEntries(user.uid);
    expect(account.balance).toBe(entries.reduce((sum, entry) => sum + entry.amount, 0));
    expect(account.balance).toBeGreaterThanOrEqual(0);
    expect(account.balance).toBe(OPENING_CENTS + DEPOSITS * DEPOSIT_CENTS - paid * PAYOUT_CENTS);
    expect(entries.filter((entry) => entry.type === 'add_balance')).toHaveLength(DEPOSITS);
    expect(entries.filter((entry) => entry.type === 'payout')).toHaveLength(paid);
    expect(await ordersOf(user.uid)).toHaveLength(DEPOSITS);

    const accepted = await payoutsOf(user.uid);
    expect(accepted).toHaveLength(paid);
    await expectBooksBalanced();

    // PayPal then pays each of them.
    for (const payout of accepted) {
      const { providerId } = await waitForPayout(user.uid, payout.requestId, hasProviderId);
      await completeHeldPaypalPayout(providerId!, 'SUCCESS');
      await waitForPayout(user.uid, payout.requestId, hasStatus('completed'));
    }
    expect((await accountOf(user.uid)).balance).toBe(account.balance);
    await expectBooksBalanced();
  });

  it('credits a PayPal order once when it is replayed with different request ids at the same time', async () => {
    const user = await createPayoutUser({ balance: 0, paypal: false });
    const orderId = await paidOrder(user.uid, 4_500);
    await warmUpWorkers(user, 'addBalance', 10);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => settle('deposit', user.call('addBalance', { orderId, amount: 4_500, requestId: newRequestId() }))),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const outcome of outcomes.filter((item) => !item.ok)) {
      expect(outcome.code).toBe('functions/already-exists');
      expect(outcome.message).toBe(walletMessages.paymentAlreadyUsed);
    }
    expect((await accountOf(user.uid)).balance).toBe(4_500);
    expect((await ledgerEntries(user.uid)).filter((entry) => entry.type === 'add_balance')).toHaveLength(1);
    expect(await ordersOf(user.uid)).toHaveLength(1);
    await expectBooksBalanced();
  });

  // How long they wait for each other is a figure for the benchmark (npm run bench), not a test.
  it('credits each of ten users depositing at the same moment exactly once, each on their own balance', { timeout: 120_000 }, async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createPayoutUser({ balance: 0, paypal: false })));
    const orders = await Promise.all(users.map((user) => paidOrder(user.uid, 2_500)));
    await warmUpWorkers(users[0]!, 'addBalance', 10);
    const outcomes = await Promise.all(
      users.map((user, index) => settle('deposit', user.call('addBalance', { orderId: orders[index], amount: 2_500, requestId: newRequestId() }))),
    );
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    for (const [index, user] of users.entries()) {
      expect((await accountOf(user.uid)).balance).toBe(2_500);
      const deposits = (await ledgerEntries(user.uid)).filter((entry) => entry.type === 'add_balance');
      expect(deposits.map((entry) => [entry.amount, entry.reference?.id])).toEqual([[2_500, `paypal_${orders[index]}`]]);
      expect((await ordersOf(user.uid)).map((order) => order.providerId)).toEqual([orders[index]]);
    }
    await expectBooksBalanced();
  });
});
