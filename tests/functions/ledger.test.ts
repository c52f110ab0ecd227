import { describe, expect, it } from 'vitest';
import { emptyAccount } from '../../functions/src/ledger/account';
import { INSUFFICIENT_FUNDS, applyLedgerChanges, runLedger, type LedgerChange } from '../../functions/src/ledger/ledger';
import { adminDb } from '../support/admin';
import { houseEntries } from './ledgerFixtures';
import { expectServerTimestamp, ledgerEntries, notifications } from './support';
import type { Account } from '../../functions/src/shared/ledger/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

let nextUser = 0;

/** A users/{uid} document with the given account, written directly (the ledger only needs the account). */
async function makeUser(account: Partial<Account> = {}): Promise<string> {
  nextUser += 1;
  const uid = `ledger-user-${nextUser}`;
  await adminDb.doc(corePaths.user(uid)).set({ id: uid, username: uid, account: { ...emptyAccount(), ...account } });
  return uid;
}

async function accountOf(uid: string): Promise<Account> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data()?.account as Account;
}

async function rejectionOf(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected the ledger to refuse the change');
}

/** Asserts the account equals the sum of its ledger entries. */
async function expectBalancedLedger(uid: string): Promise<void> {
  const entries = await ledgerEntries(uid);
  const account = await accountOf(uid);
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(account.balance);
  expect(entries.reduce((sum, entry) => sum + entry.credits, 0)).toBe(account.credits);
  expect(entries.reduce((sum, entry) => sum + entry.bonusChestCredits, 0)).toBe(account.bonus.credits);
}

const change = (uid: string, idempotencyKey: string, rest: Partial<LedgerChange>): LedgerChange => ({
  uid,
  idempotencyKey,
  type: 'admin_adjustment',
  ...rest,
});

describe('ledger', () => {
  it('credits and debits cash with one entry per change', async () => {
    const uid = await makeUser();
    const [credit] = await runLedger([
      change(uid, 'deposit-1', {
        type: 'add_balance',
        cash: 12_345,
        external: true,
        reference: { kind: 'order', id: 'o-1' },
        sessionId: 's-1',
      }),
    ]);
    expect(credit).toMatchObject({ applied: true, account: { balance: 12_345 } });
    expect(await accountOf(uid)).toEqual({ ...emptyAccount(), balance: 12_345 });

    const [debit] = await runLedger([
      change(uid, 'payout-1', { type: 'payout', cash: -2_345, fee: 45, house: [{ bucket: 'payouts_in_flight', amount: 2_345 }] }),
    ]);
    expect(debit).toMatchObject({ applied: true, account: { balance: 10_000 } });
    expect((await accountOf(uid)).balance).toBe(10_000);

    const entries = await ledgerEntries(uid);
    expect(entries).toHaveLength(2);
    const deposit = entries.find((entry) => entry.id === 'deposit-1');
    expect(deposit).toMatchObject({
      type: 'add_balance',
      amount: 12_345,
      credits: 0,
      bonusChestCredits: 0,
      tipAmount: 0,
      fee: 0,
      netAmount: 12_345,
      balanceAfter: 12_345,
      creditsAfter: 0,
      bonusChestCreditsAfter: 0,
      sessionId: 's-1',
      streamerName: null,
      reason: null,
      reference: { kind: 'order', id: 'o-1' },
      idempotencyKey: 'deposit-1',
    });
    expectServerTimestamp(deposit?.timestamp);
    expect(entries.find((entry) => entry.id === 'payout-1')).toMatchObject({
      type: 'payout',
      amount: -2_345,
      fee: 45,
      // A debit's fee is part of what left the balance: the net is what went anywhere but fees.
      netAmount: -2_300,
      balanceAfter: 10_000,
    });
    // The deposit crossed the boundary (external); the payout's cash is held by the house until it is paid.
    const house = await houseEntries(uid);
    expect(house).toHaveLength(1);
    expect(house[0]).toMatchObject({
      id: `${uid}_payout-1_payouts_in_flight`,
      bucket: 'payouts_in_flight',
      amount: 2_345,
      uid,
      type: 'payout',
      idempotencyKey: 'payout-1',
      reference: null,
    });
    expectServerTimestamp(house[0]?.timestamp);
    await expectBalancedLedger(uid);
  });

  it('moves spendable credits and Bonus Chest credits', async () => {
    const uid = await makeUser();
    await runLedger([change(uid, 'grant', { type: 'system_adjustment', credits: 3 })]);
    await runLedger([change(uid, 'chest', { type: 'add_balance', bonusChestCredits: 5 })]);
    const [transfer] = await runLedger([change(uid, 'transfer-1', { type: 'bonus_transfer', bonusChestCredits: -1, credits: 1 })]);
    expect(transfer?.entry).toMatchObject({ credits: 1, creditsAfter: 4, bonusChestCredits: -1, bonusChestCreditsAfter: 4 });
    await runLedger([change(uid, 'spend', { type: 'bet_placed', credits: -4 })]);
    expect(await accountOf(uid)).toEqual({ ...emptyAccount(), credits: 0, bonus: { balance: 0, credits: 4 } });
    await expectBalancedLedger(uid);
  });

  it('refuses a change that would go negative and writes nothing', async () => {
    const uid = await makeUser({ balance: 500, credits: 1, bonus: { balance: 0, credits: 2 } });
    const before = await accountOf(uid);
    const attempts: Array<[string, Partial<LedgerChange>]> = [
      ['over-cash', { cash: -501 }],
      ['over-credits', { credits: -2 }],
      ['over-chest', { bonusChestCredits: -3 }],
      ['mixed', { cash: 100, credits: -2 }],
    ];
    for (const [key, rest] of attempts) {
      const error = await rejectionOf(
        runLedger([change(uid, key, { ...rest, notifications: [{ type: 'refund', variables: {} }] })]),
      );
      expect(error.code, key).toBe('failed-precondition');
      expect(error.message).toBe(INSUFFICIENT_FUNDS);
    }
    expect(await accountOf(uid)).toEqual(before);
    expect(await ledgerEntries(uid)).toEqual([]);
    expect(await houseEntries(uid)).toEqual([]);
    expect(await notifications(uid)).toEqual([]);

    const [exact] = await runLedger([change(uid, 'exact', { cash: -500 })]);
    expect(exact?.account.balance).toBe(0);
  });

  it('moves nothing when an idempotency key is repeated', async () => {
    const uid = await makeUser();
    const first = await runLedger([
      change(uid, 'req-1', { cash: 1_000, notifications: [{ type: 'deposit', variables: { amount: 1_000 } }] }),
    ]);
    expect(first[0]?.applied).toBe(true);
    for (const cash of [1_000, 5_000, -1_000]) {
      const [again] = await runLedger([
        change(uid, 'req-1', { cash, notifications: [{ type: 'deposit', variables: { amount: cash } }] }),
      ]);
      expect(again?.applied).toBe(false);
      expect(again?.entry).toMatchObject({ amount: 1_000, balanceAfter: 1_000 });
      expect(again?.account.balance).toBe(1_000);
    }
    expect((await accountOf(uid)).balance).toBe(1_000);
    expect(await ledgerEntries(uid)).toHaveLength(1);
    expect(await houseEntries(uid)).toHaveLength(1);
    expect(await notifications(uid)).toHaveLength(1);
  });

  it('applies a repeated request only once when both arrive together', async () => {
    const uid = await makeUser();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runLedger([change(uid, 'same-request', { cash: 700 })])),
    );
    expect(results.filter(([outcome]) => outcome?.applied)).toHaveLength(1);
    expect((await accountOf(uid)).balance).toBe(700);
    expect(await ledgerEntries(uid)).toHaveLength(1);
  });

  it('never overdraws: of eight concurrent $1 debits against $5, exactly five apply', async () => {
    const uid = await makeUser({ balance: 500 });
    await runLedger([change(uid, 'opening', { cash: 0 })]);
    const debit = (index: number) => runLedger([change(uid, `debit-${index}`, { cash: -100 })]);
    const burst = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => debit(index)));
    expect(burst.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);

    // A debit that lost every lock conflict (gRPC ABORTED) changed nothing; running it again settles it either way.
    const aborted = (result: PromiseSettledResult<unknown>) =>
      result.status === 'rejected' && [10, 'aborted'].includes((result.reason as { code?: number | string }).code ?? '');
    const outcomes: Array<PromiseSettledResult<unknown>> = [];
    for (const [index, result] of burst.entries()) outcomes.push(aborted(result) ? (await Promise.allSettled([debit(index)]))[0]! : result);

    expect(outcomes.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refusals = outcomes.flatMap((result) => (result.status === 'rejected' ? [result.reason as { code?: unknown; message?: unknown }] : []));
    expect(refusals.map(({ code, message }) => ({ code, message }))).toEqual(Array(3).fill({ code: 'failed-precondition', message: INSUFFICIENT_FUNDS }));
    expect((await accountOf(uid)).balance).toBe(0);
    expect(await ledgerEntries(uid)).toHaveLength(6);
  });

  it('accumulates several changes for one user in one transaction', async () => {
    const uid = await makeUser({ balance: 100 });
    const outcomes = await runLedger([
      change(uid, 'batch-a', { cash: 500 }),
      change(uid, 'batch-b', { cash: -550, credits: 2 }),
      change(uid, 'batch-c', { cash: 25, credits: -1, bonusChestCredits: 3 }),
    ]);
    expect(outcomes.map((outcome) => outcome.applied)).toEqual([true, true, true]);
    expect(outcomes.map((outcome) => outcome.entry.balanceAfter)).toEqual([600, 50, 75]);
    expect(outcomes.map((outcome) => outcome.entry.creditsAfter)).toEqual([0, 2, 1]);
    expect(outcomes.map((outcome) => outcome.entry.bonusChestCreditsAfter)).toEqual([0, 0, 3]);
    expect(await accountOf(uid)).toEqual({ ...emptyAccount(), balance: 75, credits: 1, bonus: { balance: 0, credits: 3 } });

    const stored = Object.fromEntries((await ledgerEntries(uid)).map((entry) => [entry.id, entry]));
    expect(stored['batch-a']).toMatchObject({ amount: 500, balanceAfter: 600 });
    expect(stored['batch-b']).toMatchObject({ amount: -550, balanceAfter: 50, credits: 2, creditsAfter: 2 });
    expect(stored['batch-c']).toMatchObject({ amount: 25, balanceAfter: 75, creditsAfter: 1, bonusChestCreditsAfter: 3 });
  });

  it('applies all changes of a transaction or none', async () => {
    const uid = await makeUser({ balance: 100 });
    const error = await rejectionOf(
      runLedger([
        change(uid, 'all-a', { cash: 200, notifications: [{ type: 'deposit', variables: {} }] }),
        change(uid, 'all-b', { cash: -250 }),
        change(uid, 'all-c', { cash: -100 }),
      ]),
    );
    expect(error.code).toBe('failed-precondition');
    expect((await accountOf(uid)).balance).toBe(100);
    expect(await ledgerEntries(uid)).toEqual([]);
    expect(await houseEntries(uid)).toEqual([]);
    expect(await notifications(uid)).toEqual([]);
  });

  it('moves several users in one transaction', async () => {
    const payer = await makeUser({ balance: 1_000 });
    const payee = await makeUser();
    await runLedger([
      change(payer, 'transfer-out', { cash: -400 }),
      change(payee, 'transfer-in', { cash: 400 }),
    ]);
    expect((await accountOf(payer)).balance).toBe(600);
    expect((await accountOf(payee)).balance).toBe(400);
    await expectBalancedLedger(payee);
  });

  it('skips a repeated change but applies the new ones in the same batch', async () => {
    const uid = await makeUser();
    await runLedger([change(uid, 'old', { cash: 300 })]);
    const outcomes = await runLedger([change(uid, 'old', { cash: 300 }), change(uid, 'new', { cash: 50 })]);
    expect(outcomes.map((outcome) => outcome.applied)).toEqual([false, true]);
    expect(outcomes[1]?.entry.balanceAfter).toBe(350);
    expect((await accountOf(uid)).balance).toBe(350);
    await expectBalancedLedger(uid);
  });

  it('refuses the same idempotency key twice for one user in one batch', async () => {
    const uid = await makeUser();
    await expect(runLedger([change(uid, 'twice', { cash: 100 }), change(uid, 'twice', { cash: 100 })])).rejects.toThrow(
      /distinct idempotency keys/,
    );
    const other = await makeUser();
    const outcomes = await runLedger([change(uid, 'shared-key', { cash: 100 }), change(other, 'shared-key', { cash: 100 })]);
    expect(outcomes.map((outcome) => outcome.applied)).toEqual([true, true]);
    expect((await accountOf(uid)).balance).toBe(100);
    expect((await ledgerEntries(uid)).map((entry) => entry.id)).toEqual(['shared-key']);
  });

  it('writes an attached notification in the same transaction', async () => {
    const uid = await makeUser();
    await runLedger([
      change(uid, 'with-note', {
        type: 'system_adjustment',
        credits: 2,
        notifications: [{ type: 'bonus_credits_added', variables: { credits: 2 } }],
      }),
    ]);
    const notes = await notifications(uid);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'bonus_credits_added', variables: { credits: 2 } });
    expectServerTimestamp(notes[0]?.timestamp);

    // When the surrounding transaction fails after the ledger ran, neither the entry nor the notification stays.
    await expect(
      adminDb.runTransaction(async (tx) => {
        await applyLedgerChanges(tx, [
          change(uid, 'rolled-back', { credits: 1, notifications: [{ type: 'bonus_credits_added', variables: {} }] }),
        ]);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await notifications(uid)).toHaveLength(1);
    expect((await ledgerEntries(uid)).map((entry) => entry.id)).toEqual(['with-note']);
    expect((await accountOf(uid)).credits).toBe(2);
  });

  it('commits the caller’s own writes with the ledger’s', async () => {
    const uid = await makeUser();
    const orderRef = adminDb.doc(`orders/order-${uid}`);
    await adminDb.runTransaction(async (tx) => {
      const [outcome] = await applyLedgerChanges(tx, [change(uid, 'order-1', { type: 'add_balance', cash: 900, external: true })]);
      tx.set(orderRef, { uid, status: 'captured', balanceAfter: outcome?.entry.balanceAfter });
    });
    expect((await orderRef.get()).data()).toEqual({ uid, status: 'captured', balanceAfter: 900 });
    expect((await accountOf(uid)).balance).toBe(900);
  });

  it.each([
    ['cash', { cash: 1.5 }],
    ['cash', { cash: 0.1 + 0.2 }],
    ['cash', { cash: Number.NaN }],
    ['cash', { cash: Number.POSITIVE_INFINITY }],
    ['cash', { cash: 2 ** 60 }],
    ['credits', { credits: 0.5 }],
    ['bonus chest credits', { bonusChestCredits: 1.25 }],
    ['fee', { cash: 100, fee: 0.5 }],
    ['tip', { cash: 100, tipAmount: 2.5 }],
  ] as Array<[string, Partial<LedgerChange>]>)('refuses a non-integer %s amount', async (_label, rest) => {
    const uid = await makeUser({ balance: 1_000 });
    await expect(runLedger([change(uid, 'fractional', rest)])).rejects.toThrow(/whole number/);
    expect((await accountOf(uid)).balance).toBe(1_000);
    expect(await ledgerEntries(uid)).toEqual([]);
  });

  it('refuses an unknown user and a malformed idempotency key', async () => {
    const missing = await rejectionOf(runLedger([change('no-such-user', 'k', { cash: 100 })]));
    expect(missing.code).toBe('not-found');
    expect((await adminDb.doc(corePaths.user('no-such-user')).get()).exists).toBe(false);

    const uid = await makeUser();
    for (const key of ['', 'a/b', 'has space', 'x'.repeat(201)]) {
      await expect(runLedger([change(uid, key, { cash: 100 })]), key).rejects.toThrow(/idempotency key/);
    }
    expect((await accountOf(uid)).balance).toBe(0);
  });

  it('keeps the account equal to the sum of its entries across many changes', async () => {
    const uid = await makeUser();
    const amounts = [5_000, -1_250, 333, -2_083, 10_000, -7_000, 1, -1];
    for (const [index, cash] of amounts.entries()) {
      await runLedger([change(uid, `step-${index}`, { cash, credits: index % 2 === 0 ? 1 : 0 })]);
    }
    await runLedger([change(uid, 'step-0', { cash: 5_000 })]);
    expect((await accountOf(uid)).balance).toBe(amounts.reduce((sum, value) => sum + value, 0));
    await expectBalancedLedger(uid);
    expect(await ledgerEntries(uid)).toHaveLength(amounts.length);
  });
});

describe('ledger: double entry', () => {
  const note = [{ type: 'deposit' as const, variables: { amount: 1_000 } }];

  it.each([
    ['a deposit not marked external', { type: 'add_balance', cash: 1_000 }, /Unbalanced ledger change/],
    ['a payout without house legs', { type: 'payout', cash: -500 }, /Unbalanced ledger change/],
    ['a stake whose legs cover part of it', { type: 'bet_placed', cash: -500, house: [{ bucket: 'wagers_held', amount: 400 }] }, /Unbalanced ledger change/],
    ['winnings paid from nowhere', { type: 'bet_completed', cash: 800, house: [] }, /Unbalanced ledger change/],
    ['legs with the wrong sign', { type: 'refund', cash: 300, house: [{ bucket: 'wagers_held', amount: 300 }] }, /Unbalanced ledger change/],
    ['an adjustment with legs that do not balance it', { type: 'admin_adjustment', cash: 300, house: [{ bucket: 'adjustments', amount: -299 }] }, /Unbalanced ledger change/],
    ['an external change with house legs', { type: 'add_balance', cash: 1_000, external: true, house: [{ bucket: 'fees', amount: -1_000 }] }, /external ledger change has no house legs/],
    ['a fractional house leg', { type: 'payout', cash: -500, house: [{ bucket: 'payouts_in_flight', amount: 499.5 }, { bucket: 'fees', amount: 0.5 }] }, /whole number/],
  ] as Array<[string, Partial<LedgerChange>, RegExp]>)('refuses %s and writes nothing', async (_label, rest, error) => {
    const uid = await makeUser({ balance: 1_000 });
    const before = await accountOf(uid);
    await expect(runLedger([change(uid, 'unbalanced', { ...rest, notifications: note })])).rejects.toThrow(error);
    expect(await accountOf(uid)).toEqual(before);
    expect(await ledgerEntries(uid)).toEqual([]);
    expect(await houseEntries(uid)).toEqual([]);
    expect(await notifications(uid)).toEqual([]);
  });

  it('refuses the whole batch when one change in it is unbalanced', async () => {
    const uid = await makeUser({ balance: 1_000 });
    await expect(
      runLedger([
        change(uid, 'balanced', { type: 'add_balance', cash: 500, external: true, notifications: note }),
        change(uid, 'unbalanced', { type: 'payout', cash: -500 }),
      ]),
    ).rejects.toThrow(/Unbalanced ledger change unbalanced/);
    expect((await accountOf(uid)).balance).toBe(1_000);
    expect(await ledgerEntries(uid)).toEqual([]);
    expect(await houseEntries(uid)).toEqual([]);
    expect(await notifications(uid)).toEqual([]);
  });

  it('balances adjustments against the adjustments bucket unless legs are given', async () => {
    const uid = await makeUser({ balance: 1_000 });
    await runLedger([
      change(uid, 'system-credit', { type: 'system_adjustment', cash: 700 }),
      change(uid, 'admin-debit', { type: 'admin_adjustment', cash: -200 }),
      change(uid, 'prize-grant', { type: 'admin_adjustment', cash: 300, house: [{ bucket: 'prize', amount: -300 }] }),
    ]);
    const byId = Object.fromEntries((await houseEntries(uid)).map((entry) => [entry.id, entry]));
    expect(Object.keys(byId).sort()).toEqual(
      [`${uid}_admin-debit_adjustments`, `${uid}_prize-grant_prize`, `${uid}_system-credit_adjustments`].sort(),
    );
    expect(byId[`${uid}_system-credit_adjustments`]).toMatchObject({ bucket: 'adjustments', amount: -700, type: 'system_adjustment' });
    expect(byId[`${uid}_admin-debit_adjustments`]).toMatchObject({ bucket: 'adjustments', amount: 200, type: 'admin_adjustment' });
    expect(byId[`${uid}_prize-grant_prize`]).toMatchObject({ bucket: 'prize', amount: -300, type: 'admin_adjustment' });
    expect((await accountOf(uid)).balance).toBe(1_800);
  });

  it('writes one house entry per non-zero leg and none for credit-only changes', async () => {
    const uid = await makeUser({ balance: 2_000 });
    await runLedger([
      change(uid, 'payout-with-fee', {
        type: 'payout',
        cash: -1_000,
        fee: 50,
        reference: { kind: 'payout', id: 'p-1' },
        house: [
          { bucket: 'payouts_in_flight', amount: 950 },
          { bucket: 'fees', amount: 50 },
          { bucket: 'house', amount: 0 },
        ],
      }),
      change(uid, 'credits-only', { type: 'system_adjustment', credits: 2 }),
    ]);
    const house = await houseEntries(uid);
    expect(house.map((entry) => [entry.id, entry.amount]).sort()).toEqual([
      [`${uid}_payout-with-fee_fees`, 50],
      [`${uid}_payout-with-fee_payouts_in_flight`, 950],
    ]);
    for (const entry of house) {
      expect(entry).toMatchObject({ uid, type: 'payout', idempotencyKey: 'payout-with-fee', reference: { kind: 'payout', id: 'p-1' } });
    }
  });
});
