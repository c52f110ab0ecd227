import { expect } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { runLedger } from '../../functions/src/ledger/ledger';
import type { CallableName } from '../../functions/src/shared/contract';
import { adminDb } from '../support/admin';
import type { TestClient } from '../support/client';
import { functionsUrl, sandboxUrl } from '../support/env';
import { ledgerEntries, notifications, userDoc, type AccountUser } from './support';
import {
  accountOf,
  authorizeBankPayment,
  createDepositor,
  moneyState,
  setUserFields,
  startBankPayment,
  waitFor,
  type DepositorOptions,
} from './walletSupport';
import { sandboxPost } from '../support/sandbox';
import type { BankProvider, PayoutDoc } from '../../functions/src/shared/wallet/types';
import { WALLET_COLLECTIONS, walletPaths } from '../../functions/src/shared/wallet/firestorePaths';

export const PAYPAL_PAYER = 'payer@paypal.sandbox';

/** The smallest deposit: what a bank payout user pays in to get a bank account on file. */
export const BANK_DEPOSIT_CENTS = 500;

export interface PayoutUserOptions extends DepositorOptions {
  /** Opening cash balance in cents, given through the ledger (default $100). */
  balance?: number;
  /** Set users/{uid}.paypalEmail as a PayPal deposit would (default true). */
  paypal?: boolean;
  /**
   * Make a real bank deposit of BANK_DEPOSIT_CENTS (part of `balance`) so that the bank account is on file, as
   * TrueLayer payouts need (default false; the truelayer flag must be on).
   */
  bank?: boolean;
}

/** Gives `uid` cash through the ledger, balanced by the adjustments house bucket. */
export async function giveBalance(uid: string, cents: number, key = 'opening_balance'): Promise<void> {
  await runLedger([{ uid, idempotencyKey: key, type: 'admin_adjustment', cash: cents, reason: 'test opening balance' }]);
}

/** Deposits through the bank (TrueLayer) as the hosted page would, and waits until the webhook credited it. */
export async function bankDeposit(user: AccountUser, amount: number): Promise<BankProvider> {
  const before = (await accountOf(user.uid)).balance;
  const { paymentId } = await startBankPayment(user, amount);
  await authorizeBankPayment(paymentId, 'settle');
  const credited = await waitFor(
    () => userDoc(user.uid),
    (doc) => doc?.account.balance === before + amount && doc.providers?.truelayer !== undefined,
  );
  return credited!.providers!.truelayer!;
}

/**
 * A verified account with `balance` cents (an opening ledger adjustment, plus a bank deposit when `bank`) and
 * the payout methods a previous deposit would have opened.
 */
export async function createPayoutUser(options: PayoutUserOptions = {}): Promise<AccountUser> {
  const { balance = 10_000, paypal = true, bank = false, ...depositor } = options;
  const client = await createDepositor(depositor);
  const verified = depositor.verified ?? true;
  if (bank && !verified) await setUserFields(client.uid, { isVerified: true });
  if (bank) await bankDeposit(client, BANK_DEPOSIT_CENTS);
  if (bank && !verified) await setUserFields(client.uid, { isVerified: false });
  const opening = balance - (bank ? BANK_DEPOSIT_CENTS : 0);
  if (opening > 0) await giveBalance(client.uid, opening);
  if (paypal) await setUserFields(client.uid, { paypalEmail: PAYPAL_PAYER });
  return client;
}

export type StoredPayout = PayoutDoc<Timestamp> & { id: string };

export async function payoutDoc(uid: string, requestId: string): Promise<StoredPayout | undefined> {
  const snap = await adminDb.doc(walletPaths.payout(uid, requestId)).get();
  return snap.exists ? { id: snap.id, ...(snap.data() as PayoutDoc<Timestamp>) } : undefined;
}

export async function payoutsOf(uid: string): Promise<StoredPayout[]> {
  const snap = await adminDb.collection(WALLET_COLLECTIONS.payouts).where('userId', '==', uid).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as PayoutDoc<Timestamp>) }));
}

/** Waits until the payout reaches `status` (its final state arrives by webhook). */
export function waitForPayout(uid: string, requestId: string, done: (payout: StoredPayout | undefined) => boolean): Promise<StoredPayout> {
  return waitFor(() => payoutDoc(uid, requestId), done) as Promise<StoredPayout>;
}

export const hasStatus = (status: StoredPayout['status']) => (payout: StoredPayout | undefined) => payout?.status === status;
export const hasProviderId = (payout: StoredPayout | undefined) => typeof payout?.providerId === 'string';

/** moneyState plus the user's payouts: everything a payout request writes. */
export async function payoutState(uid: string) {
  const [money, payouts] = await Promise.all([moneyState(uid), payoutsOf(uid)]);
  return { ...money, payouts: payouts.map((payout) => `${payout.id}:${payout.status}`).sort() };
}

/** Runs `action` and asserts nothing a payout writes changed for `uid`. */
export async function expectNoPayoutWrites<T>(uid: string, action: () => Promise<T>): Promise<T> {
  const before = await payoutState(uid);
  const result = await action();
  expect(await payoutState(uid)).toEqual(before);
  return result;
}

// ---- Sandbox controls ----------------------------------------------------------------------------------------


/** Forgets outcomes chosen with the behaviour endpoints (data stays). */
export const resetSandbox = () => sandboxPost('/__sandbox/reset');

export const completeHeldPaypalPayout = (batchId: string, status: 'SUCCESS' | 'DENIED') =>
  sandboxPost(`/__sandbox/paypal/payouts/${batchId}/complete`, { status });

export const setBankPayoutBehaviour = (outcome: 'success' | 'failed' | 'reject' | 'hold') =>
  sandboxPost('/__sandbox/truelayer/payouts/behaviour', { outcome });

export const completeHeldBankPayout = (payoutId: string, status: 'executed' | 'failed') =>
  sandboxPost(`/__sandbox/truelayer/payouts/${payoutId}/complete`, { status });

/** A late, out-of-order PayPal webhook saying the batch ended with `status`, whatever PayPal itself reports. */
export const sendLatePaypalWebhook = (batchId: string, status: 'SUCCESS' | 'DENIED') =>
  sandboxPost(`/__sandbox/paypal/payouts/${batchId}/webhook`, { status });

/** A late, out-of-order TrueLayer webhook saying the payout ended with `status`, whatever TrueLayer itself reports. */
export const sendLateBankWebhook = (payoutId: string, status: 'executed' | 'failed') =>
  sandboxPost(`/__sandbox/truelayer/payouts/${payoutId}/webhook`, { status });

export interface WebhookDelivery {
  target: string;
  type: string;
  status: number | string;
  at: number | string;
  headers: Record<string, string>;
  body: unknown;
}

export async function webhookDeliveries(): Promise<WebhookDelivery[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { deliveries: WebhookDelivery[] }).deliveries;
}

/** The webhook of `type` the sandbox sent (or is sending) that `matches`, once it is in the sandbox's log. */
export function sentWebhook(type: string, matches: (body: Record<string, unknown>) => boolean): Promise<WebhookDelivery> {
  const find = async () => (await webhookDeliveries()).find((delivery) => delivery.type === type && matches(delivery.body as Record<string, unknown>));
  return waitFor(find, (delivery) => delivery !== undefined) as Promise<WebhookDelivery>;
}

/** Delivers a webhook the sandbox sent once more, with the same signed headers and body, as a provider retry would. */
export async function redeliver(delivery: WebhookDelivery): Promise<number> {
  const response = await fetch(delivery.target, { method: 'POST', headers: delivery.headers, body: JSON.stringify(delivery.body) });
  await response.arrayBuffer();
  return response.status;
}

/**
 * A held payout's failure, delivered again three times racing the sandbox's own delivery and once more after the
 * refund: every delivery is acknowledged, the payout fails, and `refunded` cents come back once (to `balance`).
 */
export async function expectFailureRefundedOnce(
  uid: string,
  held: StoredPayout,
  requestId: string,
  sandboxDelivery: () => Promise<WebhookDelivery>,
  { balance, refunded }: { balance: number; refunded: number },
): Promise<void> {
  const failure = await sandboxDelivery();

  // Repeats race the sandbox's own delivery, then one more arrives after the refund.
  expect(await Promise.all(Array.from({ length: 3 }, () => redeliver(failure)))).toEqual([200, 200, 200]);
  await waitForPayout(uid, requestId, hasStatus('failed'));
  await waitFor(async () => (await sandboxDelivery()).status, (status) => status === 200);
  await expectNoPayoutWrites(uid, async () => {
    expect(await redeliver(failure)).toBe(200);
  });

  expect((await accountOf(uid)).balance).toBe(balance);
  expect((await ledgerEntries(uid)).filter((entry) => entry.type === 'refund')).toEqual([
    expect.objectContaining({ amount: refunded, reference: { kind: 'payout', id: held.id } }),
  ]);
  expect((await notifications(uid)).filter((note) => note.type === 'refund')).toHaveLength(1);
}

/** Posts straight to the paypalWebhook function, as PayPal (or an attacker) would. */
export function postPaypalWebhook(body: unknown, headers: Record<string, string>, method = 'POST'): Promise<Response> {
  return fetch(`${functionsUrl()}/paypalWebhook`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
}

/**
 * The Functions emulator serves one request per worker process and gives a new worker 30 s to load; on a busy
 * machine dozens of simultaneous cold starts miss that. Growing the pool a few workers at a time (with empty
 * requests, refused as invalid before any work) until every call of a wave is answered lets a burst of parallel
 * calls exercise the code, not the emulator's start-up.
 */
export async function warmUpWorkers(client: TestClient, name: CallableName, workers: number, step = 4): Promise<void> {
  const answered = () => client.call(name, {}).then(
    () => false,
    (error: { code?: string }) => error.code === 'functions/invalid-argument',
  );
  for (let size = Math.min(step, workers), tries = 0; ; tries += 1) {
    const answers = await Promise.all(Array.from({ length: size }, answered));
    if (tries > 20) throw new Error(`The Functions emulator could not start ${size} workers for ${name}`);
    if (answers.every(Boolean)) {
      if (size === workers) return;
      size = Math.min(size + step, workers);
    }
  }
}
