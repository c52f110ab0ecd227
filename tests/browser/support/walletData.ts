import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { adminDb } from '../../support/admin';
import { newClient, type TestClient } from '../../support/client';
import { runLedger, type LedgerChange } from '../../../functions/src/ledger/ledger';
import { PASSWORD } from './accounts';
import { sandboxPost } from '../../support/sandbox';
import { paypalCustomId } from '../../../functions/src/shared/wallet/constants';
import type { LedgerEntry } from '../../../functions/src/shared/ledger/types';
import type { NotificationDoc } from '../../../functions/src/shared/notifications/types';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../../functions/src/shared/remoteConfig/firestorePaths';
import { notificationPaths } from '../../../functions/src/shared/notifications/firestorePaths';
import { ledgerPaths } from '../../../functions/src/shared/ledger/firestorePaths';
import { confirmNoDepositLimit } from '../../support/limitDecision';

const DAY_MS = 24 * 60 * 60 * 1000;


/** Runs `action` as the signed-in user through a Firebase client, as the browser would. */
async function asUser<T>(account: { email: string }, action: (client: TestClient) => Promise<T>): Promise<T> {
  const client = newClient();
  try {
    await signInWithEmailAndPassword(client.auth, account.email, PASSWORD);
    return await action(client);
  } finally {
    await client.close();
  }
}

const requestId = () => randomUUID().replace(/-/g, '');

/** Marks the account's identity as verified (what the identity provider's approval does). */
export async function verifyIdentity(uid: string): Promise<void> {
  await adminDb.doc(corePaths.user(uid)).update({ isVerified: true });
}

/**
 * The limit decision before the first deposit, made by the signed-in customer through saveUserPreferences (no limit,
 * confirmed), as the deposit page's limit step does. Every deposit and PayPal payment needs it.
 */
export function recordLimitDecision(account: { email: string }): Promise<void> {
  return asUser(account, confirmNoDepositLimit);
}

/**
 * Deposits through the real path: the limit decision, then a completed order in the PayPal sandbox, credited by
 * the addBalance callable as the signed-in user. The server records the payer email, which opens PayPal payouts.
 */
export async function depositWithPaypal(
  account: { uid: string; email: string },
  cents: number,
  payerEmail = account.email,
): Promise<void> {
  const { id } = (await sandboxPost('/__sandbox/paypal/orders', {
    amountCents: cents,
    customId: paypalCustomId(account.uid),
    status: 'COMPLETED',
    payerEmail,
  })) as { id: string };
  await asUser(account, async (client) => {
    await confirmNoDepositLimit(client);
    await client.call('addBalance', { orderId: id, amount: cents, requestId: requestId() });
  });
}

/** Switches a payment feature flag (config/flags), as an admin would. */
export async function setPaymentFlag(flag: 'paypal' | 'truelayer', enabled: boolean): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ [flag]: enabled }, { merge: true });
}

/**
 * Deposits by Instant Bank Transfer through the real path: the limit decision, createTrueLayerPayment as the user, the sandbox bank
 * approves, and its webhook credits the order and records the bank account (which opens bank payouts). Needs the
 * truelayer flag on.
 */
export async function depositWithBank(account: { uid: string; email: string }, cents: number): Promise<void> {
  const { paymentId } = await asUser(account, async (client) => {
    await confirmNoDepositLimit(client);
    return client.call('createTrueLayerPayment', {
      amount: cents,
      returnUri: 'http://127.0.0.1/deposit/success',
      currency: 'GBP',
      requestId: requestId(),
    });
  });
  await sandboxPost(`/__sandbox/truelayer/payments/${paymentId}/authorize`, { outcome: 'settle' });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const user = (await adminDb.doc(corePaths.user(account.uid)).get()).data();
    if (user?.providers?.truelayer) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The bank deposit was not credited within 15 s');
}

export interface NotificationSeed {
  type: string;
  variables: Record<string, unknown>;
}

/** Writes notifications as the server does, the first one newest, one minute apart. Returns their ids. */
export async function writeNotifications(uid: string, notifications: NotificationSeed[]): Promise<string[]> {
  const batch = adminDb.batch();
  const now = Date.now();
  const ids = notifications.map((notification, index) => {
    const ref = adminDb.collection(notificationPaths.notifications(uid)).doc();
    const doc: NotificationDoc<Timestamp> = {
      type: notification.type as NotificationDoc['type'],
      variables: notification.variables,
      timestamp: Timestamp.fromMillis(now - (index + 1) * 60_000),
    };
    batch.set(ref, doc);
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/** Applies ledger changes one transaction at a time, so each entry has its own time (in the given order). */
export async function applyLedger(changes: Array<Omit<LedgerChange, 'uid' | 'idempotencyKey'>>, uid: string): Promise<void> {
  for (const change of changes) {
    await runLedger([{ ...change, uid, idempotencyKey: `history_${randomUUID()}` }]);
  }
}

/**
 * An entry dated `daysAgo` days back, written straight into the ledger collection: the ledger itself always
 * stamps the current time, and the date filter needs something older.
 */
export async function writeOldLedgerEntry(uid: string, daysAgo: number, amount: number): Promise<void> {
  const key = `old_${randomUUID()}`;
  const entry: LedgerEntry<Timestamp> = {
    type: 'admin_adjustment',
    timestamp: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS),
    amount,
    credits: 0,
    bonusChestCredits: 0,
    tipAmount: 0,
    fee: 0,
    netAmount: amount,
    balanceAfter: amount,
    creditsAfter: 0,
    bonusChestCreditsAfter: 0,
    sessionId: null,
    streamerName: null,
    reason: 'test',
    reference: null,
    idempotencyKey: key,
  };
  await adminDb.doc(ledgerPaths.transaction(uid, key)).set(entry);
}
