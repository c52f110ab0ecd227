import { describe, expect, it } from 'vitest';
import { runLedger } from '../../functions/src/ledger/ledger';
import { readAll } from '../../functions/src/ledger/readSet';
import { depositLedgerKey, depositReads, readDepositContext, recentDepositsAhead } from '../../functions/src/wallet/deposit';
import type { RecentDeposits } from '../../functions/src/wallet/depositLimits';
import { appSettingsOf } from '../../functions/src/shared/remoteConfig/appSettings';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { adminDb } from '../support/admin';
import { makeUser } from './ledgerFixtures';

/**
 * The deposit-limit query runs ahead of the crediting transaction; the transaction must notice a deposit that
 * committed after that query and count it (else two deposits could both squeeze under one limit).
 */
const SETTINGS = appSettingsOf(undefined);

/** A deposit as the crediting transaction books it: the add_balance entry and the user's lastDepositKey. */
async function deposit(uid: string, providerId: string, cents: number): Promise<void> {
  const key = depositLedgerKey('paypal', providerId);
  await runLedger([{ uid, idempotencyKey: key, type: 'add_balance', cash: cents, external: true, reference: { kind: 'order', id: `paypal_${providerId}` } }]);
  await adminDb.doc(corePaths.user(uid)).update({ lastDepositKey: key });
}

function contextWith(uid: string, now: number, early: Promise<RecentDeposits>) {
  return adminDb.runTransaction(async (tx) => {
    const read = await readAll(tx, depositReads(uid, 'paypal', 'NEXT'));
    return readDepositContext(read, uid, SETTINGS, now, early);
  });
}

describe('deposit limits read ahead of the crediting transaction', () => {
  it('counts a deposit that committed after the early query', async () => {
    const uid = await makeUser('limits');
    await deposit(uid, 'FIRST', 1_000);
    const now = Date.now();
    const early = recentDepositsAhead(uid, now);
    expect((await early).deposits.map((item) => item.amount)).toEqual([1_000]);

    await deposit(uid, 'SECOND', 2_500);
    const context = await contextWith(uid, now, early);
    expect(context.usage.daily.total).toBe(3_500);
  });

  it('uses the early query when it has seen the latest deposit', async () => {
    const uid = await makeUser('limits');
    await deposit(uid, 'FIRST', 1_000);
    const now = Date.now();
    // What the early query saw, with an amount the ledger does not hold: the context must take it as it is.
    const seen: RecentDeposits = { ids: new Set([depositLedgerKey('paypal', 'FIRST')]), deposits: [{ amount: 7_000, at: now - 1_000 }] };
    const context = await contextWith(uid, now, Promise.resolve(seen));
    expect(context.usage.daily.total).toBe(7_000);
  });

  it('runs the query in the transaction when none was started ahead', async () => {
    const uid = await makeUser('limits');
    await deposit(uid, 'FIRST', 1_500);
    const context = await adminDb.runTransaction(async (tx) =>
      readDepositContext(await readAll(tx, depositReads(uid, 'paypal', 'NEXT')), uid, SETTINGS, Date.now()),
    );
    expect(context.usage.daily.total).toBe(1_500);
  });
});
