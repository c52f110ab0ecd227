import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAccount } from '../../functions/src/ledger/account';
import { applyHouseMovement, applyLedgerChanges, runLedger } from '../../functions/src/ledger/ledger';
import { refundCredit, wagerDebit, winningsCredit } from '../../functions/src/ledger/operations';
import { reconcile } from '../../functions/src/ledger/reconcile';
import { adminDb } from '../support/admin';
import { writeDocuments } from '../support/writeDocuments';
import { expectCallableError } from '../support/client';
import { clearFirestore } from '../support/reset';
import { signIn, visitor } from './support';
import type { OrderDoc, PaymentGateway, PayoutDoc } from '../../functions/src/shared/wallet/types';
import type { ReconcileReport } from '../../functions/src/shared/ledger/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { walletPaths } from '../../functions/src/shared/wallet/firestorePaths';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { streamBetWagerId } from '../../functions/src/streamBets/createBet';
import { wagerKeys } from '../../functions/src/wagers/wagerKeys';

const ALICE = 'alice';
const BOB = 'bob';
const STREAM = 'stream-1';
const ALICE_WAGER = streamBetWagerId(STREAM, 'bet-a');
const BOB_WAGER = streamBetWagerId(STREAM, 'bet-b');
const SETTLEMENT_KEY = wagerKeys(BOB_WAGER).lost;
const WRITE_TIME = FieldValue.serverTimestamp();

async function makeUser(uid: string): Promise<void> {
  await adminDb.doc(corePaths.user(uid)).set({ id: uid, username: uid, account: emptyAccount() });
}

function orderDoc(uid: string, gateway: PaymentGateway, providerId: string, amount: number, status: OrderDoc['status']) {
  const order: OrderDoc<FieldValue> = {
    userId: uid,
    gateway,
    providerId,
    status,
    amount,
    providerAmount: { value: amount, currency: 'USD' },
    requestId: `request-${providerId}`,
    sessionId: null,
    bonusCredits: 0,
    createdAt: WRITE_TIME,
    completedAt: status === 'completed' ? WRITE_TIME : null,
    failureReason: status === 'failed' ? 'declined' : null,
  };
  return order;
}

/** A deposit the provider confirmed: the add_balance entry and the completed order in one transaction. */
async function deposit(uid: string, gateway: PaymentGateway, providerId: string, amount: number, bonusChestCredits = 0) {
  const orderRef = adminDb.doc(walletPaths.order(gateway, providerId));
  await adminDb.runTransaction(async (tx) => {
    await applyLedgerChanges(tx, [
      {
        uid,
        idempotencyKey: orderRef.id,
        type: 'add_balance',
        cash: amount,
        bonusChestCredits,
        external: true,
        reference: { kind: 'order', id: orderRef.id },
      },
    ]);
    tx.set(orderRef, orderDoc(uid, gateway, providerId, amount, 'completed'));
  });
}

/** A payout request: the balance is debited into payouts in flight and the payout document is created. */
async function requestPayout(uid: string, requestId: string, amount: number) {
  const payoutRef = adminDb.doc(walletPaths.payout(uid, requestId));
  await adminDb.runTransaction(async (tx) => {
    await applyLedgerChanges(tx, [
      {
        uid,
        idempotencyKey: `payout_${requestId}`,
        type: 'payout',
        cash: -amount,
        house: [{ bucket: 'payouts_in_flight', amount }],
        reference: { kind: 'payout', id: payoutRef.id },
      },
    ]);
    const payout: PayoutDoc<FieldValue> = {
      userId: uid,
      gateway: 'paypal',
      status: 'pending',
      amount,
      providerAmount: { value: amount, currency: 'USD' },
      providerId: null,
      email: `${uid}@example.test`,
      requestId,
      sessionId: null,
      createdAt: WRITE_TIME,
      updatedAt: WRITE_TIME,
      failureReason: null,
    };
    tx.set(payoutRef, payout);
  });
}

/** The provider paid the payout: the money leaves the house and the payout document is completed. */
async function completePayout(uid: string, requestId: string, amount: number) {
  const payoutRef = adminDb.doc(walletPaths.payout(uid, requestId));
  await adminDb.runTransaction(async (tx) => {
    await applyHouseMovement(tx, {
      idempotencyKey: `payout_${payoutRef.id}`,
      type: 'payout_completed',
      external: true,
      legs: [{ bucket: 'payouts_in_flight', amount: -amount }],
      reference: { kind: 'payout', id: payoutRef.id },
    });
    tx.update(payoutRef, { status: 'completed', updatedAt: WRITE_TIME });
  });
}

/** The provider refused the payout: the user gets the money back and the payout document fails. */
async function failPayout(uid: string, requestId: string, amount: number) {
  const payoutRef = adminDb.doc(walletPaths.payout(uid, requestId));
  await adminDb.runTransaction(async (tx) => {
    await applyLedgerChanges(tx, [
      refundCredit({
        uid,
        idempotencyKey: `payout_${requestId}_refund`,
        cash: amount,
        from: 'payouts_in_flight',
        reason: 'payout_failed',
        reference: { kind: 'payout', id: payoutRef.id },
      }),
    ]);
    tx.update(payoutRef, { status: 'failed', failureReason: 'RECEIVER_UNREGISTERED', updatedAt: WRITE_TIME });
  });
}

/**
 * Two users' money through every kind of movement. Alice: $100 deposit (5 chest credits), $30 stream bet (unlocks
 * one credit), wins $45 ($15 of it from the house), withdraws $20 (paid). Bob: $50 deposit, $20 stream bet (lost to
 * the house), withdraws $10 (refused, refunded), gets a $3 goodwill adjustment and a credit. The house keeps $5.
 * Orders that are pending or failed hold no money.
 */
async function mixedBooks(): Promise<void> {
  await makeUser(ALICE);
  await makeUser(BOB);
  await deposit(ALICE, 'paypal', 'PP-1', 10_000, 5);
  await deposit(BOB, 'truelayer', 'TL-1', 5_000);
  await adminDb.doc(walletPaths.order('paypal', 'PP-PENDING')).set(orderDoc(ALICE, 'paypal', 'PP-PENDING', 3_000, 'pending'));
  await adminDb.doc(walletPaths.order('truelayer', 'TL-FAILED')).set(orderDoc(BOB, 'truelayer', 'TL-FAILED', 4_000, 'failed'));

  // The settled bets themselves, which say what each one earned the house.
  await adminDb.doc(streamBetPaths.bet(STREAM, 'bet-a')).set({ userId: ALICE, status: 'won', balance: 3_000, credits: 0, payout: 4_500, tipAmount: 0 });
  await adminDb.doc(streamBetPaths.bet(STREAM, 'bet-b')).set({ userId: BOB, status: 'lost', balance: 2_000, credits: 0, payout: 0, tipAmount: 0 });
  const reference = { kind: 'stream', id: STREAM };
  await runLedger([
    wagerDebit({ uid: ALICE, idempotencyKey: wagerKeys(ALICE_WAGER).stake, type: 'bet_placed', cash: 3_000, reference }),
    wagerDebit({ uid: BOB, idempotencyKey: wagerKeys(BOB_WAGER).stake, type: 'bet_placed', cash: 2_000, reference }),
  ]);
  await runLedger([
    winningsCredit({
      uid: ALICE,
      idempotencyKey: wagerKeys(ALICE_WAGER).won,
      type: 'bet_completed',
      from: [
        { bucket: 'wagers_held', amount: 3_000 },
        { bucket: 'house', amount: 1_500 },
      ],
      reference,
    }),
  ]);
  await adminDb.runTransaction((tx) =>
    applyHouseMovement(tx, {
      idempotencyKey: SETTLEMENT_KEY,
      type: 'house_transfer',
      legs: [
        { bucket: 'wagers_held', amount: -2_000 },
        { bucket: 'house', amount: 2_000 },
      ],
      reference,
    }),
  );

  await requestPayout(ALICE, 'payout-a', 2_000);
  await completePayout(ALICE, 'payout-a', 2_000);
  await requestPayout(BOB, 'payout-b', 1_000);
  await failPayout(BOB, 'payout-b', 1_000);
  await runLedger([{ uid: BOB, idempotencyKey: 'goodwill', type: 'admin_adjustment', cash: 300, credits: 1, reason: 'goodwill' }]);
}

const ALICE_BALANCE = 10_000 - 3_000 + 4_500 - 2_000;
const BOB_BALANCE = 5_000 - 2_000 - 1_000 + 1_000 + 300;
const OWED = 15_000 - 2_000;
const GLOBAL_FIELD = 'user balances + house = deposits - completed payouts';

const CLEAN_REPORT: ReconcileReport = {
  ok: true,
  checkedUsers: 2,
  checkedEntries: 10,
  totals: {
    userBalances: ALICE_BALANCE + BOB_BALANCE,
    house: { fees: 0, house: 500, earnings: 0, prize: 0, payouts_in_flight: 0, wagers_held: 0, adjustments: -300 },
    completedDeposits: 15_000,
    completedPayouts: 2_000,
  },
  discrepancies: [],
};

beforeEach(async () => {
  await clearFirestore();
  await mixedBooks();
});

describe('reconcile()', () => {
  it('finds the books clean after a mixed sequence of deposits, wagers, settlements, payouts and adjustments', async () => {
    expect(await reconcile()).toEqual(CLEAN_REPORT);
    expect(ALICE_BALANCE + BOB_BALANCE + 500 - 300).toBe(OWED);
  });

  it('finds a balance edited directly on the user document', async () => {
    await adminDb.doc(corePaths.user(ALICE)).update({ 'account.balance': 1_000_000 });
    const report = await reconcile();
    expect(report.ok).toBe(false);
    expect(report.discrepancies).toEqual([
      { kind: 'user', uid: ALICE, field: 'balance', expected: ALICE_BALANCE, actual: 1_000_000 },
      { kind: 'global', field: GLOBAL_FIELD, expected: OWED, actual: OWED - ALICE_BALANCE + 1_000_000 },
    ]);
  });

  it('finds credits edited directly on the user document', async () => {
    await adminDb.doc(corePaths.user(BOB)).update({ 'account.credits': 50, 'account.bonus.credits': 7 });
    const report = await reconcile();
    expect(report.discrepancies).toEqual([
      { kind: 'user', uid: BOB, field: 'credits', expected: 1, actual: 50 },
      { kind: 'user', uid: BOB, field: 'bonus.credits', expected: 0, actual: 7 },
    ]);
  });

  it('finds a deleted ledger entry', async () => {
    await adminDb.doc(ledgerPaths.transaction(BOB, 'goodwill')).delete();
    const report = await reconcile();
    expect(report.ok).toBe(false);
    expect(report.checkedEntries).toBe(9);
    expect(report.discrepancies).toEqual([
      { kind: 'user', uid: BOB, field: 'balance', expected: BOB_BALANCE - 300, actual: BOB_BALANCE },
      { kind: 'user', uid: BOB, field: 'credits', expected: 0, actual: 1 },
      {
        kind: 'bucket',
        bucket: 'adjustments',
        item: `${ledgerPaths.transaction(BOB, 'goodwill')} (no ledger entry)`,
        field: 'earned by the adjustment',
        expected: 0,
        actual: -300,
      },
    ]);
  });

  it('finds a deleted deposit entry', async () => {
    await adminDb.doc(ledgerPaths.transaction(BOB, 'truelayer_TL-1')).delete();
    const report = await reconcile();
    expect(report.discrepancies).toEqual([
      { kind: 'user', uid: BOB, field: 'balance', expected: BOB_BALANCE - 5_000, actual: BOB_BALANCE },
      { kind: 'deposits', field: 'deposit entries = completed orders', expected: 15_000, actual: 10_000 },
    ]);
  });

  it('finds an edited house entry', async () => {
    await adminDb.doc(ledgerPaths.houseEntry(`house_${SETTLEMENT_KEY}_house`)).update({ amount: 5_000 });
    const report = await reconcile();
    expect(report.ok).toBe(false);
    expect(report.totals.house.house).toBe(500 - 2_000 + 5_000);
    expect(report.discrepancies).toEqual([
      { kind: 'global', field: GLOBAL_FIELD, expected: OWED, actual: OWED + 3_000 },
      {
        kind: 'bucket',
        bucket: 'house',
        item: streamBetPaths.bet(STREAM, 'bet-b'),
        wagerId: BOB_WAGER,
        field: 'earned by the settled item',
        expected: 2_000,
        actual: 5_000,
      },
    ]);
  });

  it('finds a house entry in an unknown bucket', async () => {
    await adminDb.doc(ledgerPaths.houseEntry('house_typo_fess')).set({ bucket: 'fess', amount: 100, uid: null });
    const report = await reconcile();
    expect(report.discrepancies).toEqual([{ kind: 'global', field: 'unknown house bucket fess', expected: 0, actual: 100 }]);
  });

  it('finds a completed order without a deposit entry', async () => {
    await adminDb.doc(walletPaths.order('paypal', 'PP-GHOST')).set(orderDoc(BOB, 'paypal', 'PP-GHOST', 7_000, 'completed'));
    const report = await reconcile();
    expect(report.ok).toBe(false);
    expect(report.totals.completedDeposits).toBe(22_000);
    expect(report.discrepancies).toEqual([
      { kind: 'deposits', field: 'deposit entries = completed orders', expected: 22_000, actual: 15_000 },
      { kind: 'global', field: GLOBAL_FIELD, expected: OWED + 7_000, actual: OWED },
    ]);
  });

  it('finds a payout marked completed that never left the house', async () => {
    await requestPayout(BOB, 'payout-c', 500);
    await adminDb.doc(walletPaths.payout(BOB, 'payout-c')).update({ status: 'completed' });
    const report = await reconcile();
    expect(report.totals.completedPayouts).toBe(2_500);
    expect(report.discrepancies).toEqual([
      { kind: 'global', field: GLOBAL_FIELD, expected: OWED - 500, actual: OWED },
      { kind: 'bucket', bucket: 'payouts_in_flight', item: walletPaths.payout(BOB, 'payout-c'), field: 'requested, unfinished payout', expected: 0, actual: 500 },
    ]);
  });

  it('checks money in flight payout by payout, so amounts swapped between two pending payouts are named', async () => {
    await requestPayout(BOB, 'payout-x', 500);
    await requestPayout(BOB, 'payout-y', 700);
    expect((await reconcile()).ok).toBe(true);
    await adminDb.doc(walletPaths.payout(BOB, 'payout-x')).update({ amount: 700 });
    await adminDb.doc(walletPaths.payout(BOB, 'payout-y')).update({ amount: 500 });
    const report = await reconcile();
    expect(report.totals.house.payouts_in_flight).toBe(1_200);
    expect(report.discrepancies).toEqual([
      { kind: 'bucket', bucket: 'payouts_in_flight', item: walletPaths.payout(BOB, 'payout-x'), field: 'requested, unfinished payout', expected: 700, actual: 500 },
      { kind: 'bucket', bucket: 'payouts_in_flight', item: walletPaths.payout(BOB, 'payout-y'), field: 'requested, unfinished payout', expected: 500, actual: 700 },
    ]);
  });

  it('finds ledger entries whose user document is gone', async () => {
    await adminDb.doc(corePaths.user(BOB)).delete();
    const report = await reconcile();
    expect(report.checkedUsers).toBe(1);
    expect(report.discrepancies).toEqual([
      { kind: 'user', uid: BOB, field: 'balance (no user document)', expected: BOB_BALANCE, actual: 0 },
    ]);
  });

  it('finds a negative balance', async () => {
    await adminDb.doc(corePaths.user(ALICE)).update({ 'account.balance': -100 });
    const report = await reconcile();
    expect(report.discrepancies).toContainEqual({ kind: 'user', uid: ALICE, field: 'balance >= 0', expected: 0, actual: -100 });
  });

  it('reads every ledger entry, across pages', async () => {
    const uid = 'many-entries';
    const count = 1_050;
    await makeUser(uid);
    await writeDocuments(
      Array.from({ length: count }, (_, index) => [
        adminDb.doc(ledgerPaths.transaction(uid, `e-${String(index).padStart(4, '0')}`)),
        { type: 'add_balance', amount: 10, credits: 0, bonusChestCredits: 0 },
      ]),
    );
    await adminDb.doc(corePaths.user(uid)).update({ 'account.balance': count * 10 });
    await adminDb.doc(walletPaths.order('paypal', 'PP-MANY')).set(orderDoc(uid, 'paypal', 'PP-MANY', count * 10, 'completed'));

    const clean = await reconcile();
    expect(clean.discrepancies).toEqual([]);
    expect(clean.checkedEntries).toBe(10 + count);

    // The last entry is on the second page.
    await adminDb.doc(ledgerPaths.transaction(uid, `e-${count - 1}`)).delete();
    expect((await reconcile()).discrepancies).toEqual([
      { kind: 'user', uid, field: 'balance', expected: count * 10 - 10, actual: count * 10 },
      { kind: 'deposits', field: 'deposit entries = completed orders', expected: 15_000 + count * 10, actual: 15_000 + count * 10 - 10 },
    ]);
  });
});

describe('reconcile callable', () => {
  it('gives an admin the report', async () => {
    const admin = await signIn({ roles: ['admin'] });
    expect(await admin.call('reconcile', {})).toEqual(CLEAN_REPORT);
  });

  it('gives a superAdmin the report, discrepancies included', async () => {
    await adminDb.doc(corePaths.user(ALICE)).update({ 'account.balance': 1 });
    const superAdmin = await signIn({ roles: ['superAdmin'] });
    const report = await superAdmin.call('reconcile', {});
    expect(report).toEqual(await reconcile());
    expect(report.discrepancies[0]).toEqual({ kind: 'user', uid: ALICE, field: 'balance', expected: ALICE_BALANCE, actual: 1 });
  });

  it('refuses a plain user, a streamer and an organizer', async () => {
    for (const roles of [[], ['streamer'], ['organizer']] as const) {
      const client = await signIn({ roles: [...roles] });
      expect(await expectCallableError(client.call('reconcile', {}), 'permission-denied')).toBe(coreMessages.permissionDenied);
    }
  });

  it('refuses a visitor', async () => {
    const client = await visitor();
    expect(await expectCallableError(client.call('reconcile', {}), 'unauthenticated')).toBe(coreMessages.signInRequired);
  });

  it('refuses unexpected input', async () => {
    const admin = await signIn({ roles: ['admin'] });
    await expectCallableError(admin.call('reconcile', { fix: true }), 'invalid-argument');
  });
});

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run reconcile` (tsx scripts/reconcile.ts) as a child process. */
function runScript(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<ScriptRun> {
  const root = join(import.meta.dirname, '..', '..');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'reconcile.ts'), ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run reconcile', () => {
  it('prints the totals and exits 0 when the books balance', async () => {
    const run = await runScript([]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 users, 10 ledger entries checked');
    expect(run.stdout).toMatch(/User balances\s+\$128\.00/);
    expect(run.stdout).toMatch(/House: adjustments\s+-\$3\.00/);
    expect(run.stdout).toMatch(/Owed \(deposits - payouts\)\s+\$130\.00/);
    expect(run.stdout).toContain('OK: the books balance.');
  });

  it('lists each discrepancy and exits 1', async () => {
    await adminDb.doc(corePaths.user(ALICE)).update({ 'account.balance': 1_000_000 });
    await adminDb.doc(corePaths.user(BOB)).update({ 'account.credits': 4 });
    const run = await runScript([]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('3 discrepancies:');
    expect(run.stdout).toContain('[user] user alice: balance: expected $95.00, found $10,000.00');
    expect(run.stdout).toContain('[user] user bob: credits: expected 1 credits, found 4 credits');
    expect(run.stdout).toContain(`[global] global: ${GLOBAL_FIELD}: expected $130.00, found $10,035.00`);
  });

  it('runs against the emulator with --project when FIRESTORE_EMULATOR_HOST is set', async () => {
    const run = await runScript(['--project', 'demo-clutchpot']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('the Firestore emulator at');
  });

  it('refuses to run without FIRESTORE_EMULATOR_HOST unless a project is named', async () => {
    const env = { ...process.env };
    delete env.FIRESTORE_EMULATOR_HOST;
    const run = await runScript([], env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Refusing to run: FIRESTORE_EMULATOR_HOST is not set');
  });

  it('refuses unknown options and malformed project ids', async () => {
    for (const args of [['--fix'], ['--project', 'Not A Project']]) {
      const run = await runScript(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
    }
  });
});
