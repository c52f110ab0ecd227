import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { reconcile } from '../../functions/src/ledger/reconcile';
import type { BonusConfig } from '../../functions/src/shared/wallet/bonus';
import type { Preferences } from '../../functions/src/shared/preferences/preferences';
import type { LimitMaxima } from '../../functions/src/shared/preferences/limitMaxima';
import { adminDb } from '../support/admin';
import type { TestClient, TestUserOptions } from '../support/client';
import { functionsUrl } from '../support/env';
import { createAccount, ledgerEntries, notifications, type AccountUser } from './support';
import { sandboxPost } from '../support/sandbox';
import { confirmNoDepositLimit } from '../support/limitDecision';
import type { FeatureFlags } from '../../functions/src/shared/remoteConfig/featureFlags';
import { paypalCustomId } from '../../functions/src/shared/wallet/constants';
import type { Account, HouseEntry } from '../../functions/src/shared/ledger/types';
import type { OrderDoc, PaymentGateway } from '../../functions/src/shared/wallet/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { WALLET_COLLECTIONS, walletPaths } from '../../functions/src/shared/wallet/firestorePaths';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';

// ---- Accounts and configuration ------------------------------------------------------------------------------

export interface DepositorOptions extends TestUserOptions {
  username?: string;
  /** Identity verified (default true). */
  verified?: boolean;
  /** Stored preferences, merged over the defaults by the server (e.g. { gamblingDepositLimits: { daily: 2000 } }). */
  preferences?: Record<string, unknown>;
  exclusion?: 'Yes' | 'No';
  /** The limit decision before the first deposit made (no limit, confirmed, through saveUserPreferences); default true. */
  limitDecision?: boolean;
}

/**
 * An account that may deposit: created through createUser like the web app does, its limit decision made through
 * saveUserPreferences as the deposit page's limit step does, then verified and given the funds protection
 * agreement (and any preferences) through the Admin SDK, as the identity check and the preferences page would.
 */
export async function createDepositor(options: DepositorOptions = {}): Promise<AccountUser> {
  const { verified = true, preferences, exclusion, limitDecision = true, ...accountOptions } = options;
  const client = await createAccount(accountOptions);
  if (limitDecision) await confirmNoDepositLimit(client);
  const fields: Record<string, unknown> = {
    isVerified: verified,
    agreements: { fundsProtectionNotice: { agreed: true, updatedAt: Timestamp.now() } },
  };
  if (preferences) fields.preferences = preferences;
  if (exclusion) fields.exclusion = exclusion;
  await setUserFields(client.uid, fields);
  return client;
}

/** Writes fields of users/{uid} directly (field paths allowed), standing in for support tools and other features. */
export async function setUserFields(uid: string, fields: Record<string, unknown>): Promise<void> {
  await adminDb.doc(corePaths.user(uid)).update(fields);
}

export async function setPreferences(uid: string, preferences: Partial<Record<keyof Preferences, unknown>>): Promise<void> {
  await setUserFields(uid, { preferences });
}

/** Removes config/app's limit maxima, so DECISIONS.md's apply again. */
export async function clearLimitMaxima(): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('app')).set({ limitMaxima: FieldValue.delete() }, { merge: true });
}

export async function setFlags(flags: Partial<FeatureFlags>): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('flags')).set(flags, { merge: true });
}

export async function setAppSettings(settings: {
  usdToGbp?: number;
  bonus?: Partial<BonusConfig>;
  limitMaxima?: Partial<LimitMaxima>;
}): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('app')).set(settings, { merge: true });
}

/** Keeps the deposit promotion open whatever the date the tests run on. */
export const OPEN_PROMOTION = { promotionEndsAt: '2099-12-31T23:59:59Z' } as const;

export const HOUR_MS = 3_600_000;

// ---- Requests ------------------------------------------------------------------------------------------------

export const newRequestId = () => `req_${randomUUID().replace(/-/g, '')}`;

// ---- PayPal sandbox ------------------------------------------------------------------------------------------

export interface SandboxOrderInput {
  amountCents: number;
  customId: string;
  currency?: string;
  status?: 'CREATED' | 'APPROVED' | 'COMPLETED';
  captureStatus?: 'COMPLETED' | 'PENDING';
  payerEmail?: string;
}

/** A PayPal order in any state, made on the sandbox without a browser. */
export async function createSandboxOrder(input: SandboxOrderInput): Promise<string> {
  const { id } = await sandboxPost<{ id: string }>('/__sandbox/paypal/orders', { status: 'COMPLETED', ...input });
  expect(id).toEqual(expect.any(String));
  return id;
}

/** A captured PayPal order the given user paid, as the browser checkout leaves it. */
export function paidOrder(uid: string, amountCents: number, payerEmail = 'buyer@paypal.sandbox'): Promise<string> {
  return createSandboxOrder({ amountCents, customId: paypalCustomId(uid), status: 'COMPLETED', captureStatus: 'COMPLETED', payerEmail });
}

// ---- TrueLayer sandbox ---------------------------------------------------------------------------------------

/** Where TrueLayer's hosted page sends the payer back to: the web app's deposit result page. */
export const BANK_RETURN_URI = 'http://127.0.0.1:5173/deposit/success';

/** Starts a GBP bank deposit of `amount` cents as the deposit dialog does (with the session id, when given). */
export function startBankPayment(client: TestClient, amount: number, { requestId = newRequestId() }: { requestId?: string } = {}) {
  return client.call('createTrueLayerPayment', { amount, returnUri: BANK_RETURN_URI, currency: 'GBP', requestId });
}

/** What the hosted page's buttons do: settle (approve), fail (decline) or late (executed, settled on request). */
export async function authorizeBankPayment(paymentId: string, outcome: 'settle' | 'fail' | 'late'): Promise<void> {
  await sandboxPost(`/__sandbox/truelayer/payments/${paymentId}/authorize`, { outcome });
}

export async function settleBankPayment(paymentId: string): Promise<void> {
  await sandboxPost(`/__sandbox/truelayer/payments/${paymentId}/settle`, {});
}

export interface WebhookSigning {
  /** The path the signature claims the webhook was delivered to (default: the trueLayerWebhook function's). */
  path?: string;
  kid?: string;
  jku?: string;
}

/** A Tl-Signature over `rawBody` made by the sandbox's TrueLayer with its webhook key, as on its own deliveries. */
export async function signWebhookBody(rawBody: string, signing: WebhookSigning = {}): Promise<string> {
  const { signature } = await sandboxPost<{ signature: string }>('/__sandbox/truelayer/webhooks/sign', { body: rawBody, ...signing });
  return signature;
}

/**
 * Posts straight to the trueLayerWebhook function, as TrueLayer (or an attacker) would, with `signature` as its
 * Tl-Signature (none when null) and any further headers.
 */
export async function postTrueLayerWebhook(
  rawBody: string,
  signature: string | null | Promise<string> = signWebhookBody(rawBody),
  method = 'POST',
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  const tlSignature = await signature;
  if (tlSignature !== null) headers['Tl-Signature'] = tlSignature;
  return fetch(`${functionsUrl()}/trueLayerWebhook`, { method, headers, body: method === 'GET' ? undefined : rawBody });
}

// ---- Reading what happened -----------------------------------------------------------------------------------

export async function accountOf(uid: string): Promise<Account> {
  return (await adminDb.doc(corePaths.user(uid)).get()).get('account') as Account;
}

export async function orderDoc(gateway: PaymentGateway, providerId: string): Promise<(OrderDoc<Timestamp> & Record<string, unknown>) | undefined> {
  return (await adminDb.doc(walletPaths.order(gateway, providerId)).get()).data() as
    | (OrderDoc<Timestamp> & Record<string, unknown>)
    | undefined;
}

export async function ordersOf(uid: string): Promise<Array<OrderDoc<Timestamp> & { id: string }>> {
  const snap = await adminDb.collection(WALLET_COLLECTIONS.orders).where('userId', '==', uid).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as OrderDoc<Timestamp>) }));
}

export async function houseEntries(): Promise<Array<HouseEntry<Timestamp> & { id: string }>> {
  const snap = await adminDb.collection(LEDGER_COLLECTIONS.houseLedger).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as HouseEntry<Timestamp>) }));
}

async function countOf(collection: string): Promise<number> {
  return (await adminDb.collection(collection).count().get()).data().count;
}

/** A user's money as seen from every side a deposit writes to. */
export async function moneyState(uid: string) {
  const [account, entries, notes, requests, orders, allOrders, house] = await Promise.all([
    accountOf(uid),
    ledgerEntries(uid),
    notifications(uid),
    adminDb.collection(corePaths.user(uid) + `/${LEDGER_COLLECTIONS.requests}`).count().get(),
    ordersOf(uid),
    countOf(WALLET_COLLECTIONS.orders),
    countOf(LEDGER_COLLECTIONS.houseLedger),
  ]);
  return {
    account,
    entries: entries.map((entry) => entry.id).sort(),
    notifications: notes.length,
    requests: requests.data().count,
    orders: orders.map((order) => `${order.id}:${order.status}`).sort(),
    allOrders,
    house,
  };
}

/** Runs `action` and asserts the user's balance, ledger, orders, notifications and stored requests did not change. */
export async function expectNoMoneyMoved<T>(uid: string, action: () => Promise<T>): Promise<T> {
  const before = await moneyState(uid);
  const result = await action();
  expect(await moneyState(uid)).toEqual(before);
  return result;
}

export async function expectBooksBalanced(): Promise<void> {
  const report = await reconcile();
  expect(report.discrepancies).toEqual([]);
  expect(report.ok).toBe(true);
}

export { waitFor } from './support';
