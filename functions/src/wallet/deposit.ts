import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { applyLedgerChanges, type LedgerOutcome, type NotificationInput } from '../ledger/ledger';
import { depositBonus, type DepositBonus } from '../shared/wallet/bonus';
import type { DepositLimitsResult } from '../shared/preferences/limitUsage';
import { depositLimitsFor } from './depositLimits';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import type { BankProvider, OrderDoc, PaymentGateway } from '../shared/wallet/types';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';

/** Everything a deposit reads before it writes, read inside the crediting transaction. */
export interface DepositContext {
  uid: string;
  now: number;
  user: Partial<UserDoc>;
  settings: AppSettings;
  usage: DepositLimitsResult;
}

export async function readDepositContext(tx: Transaction, uid: string, now: number): Promise<DepositContext> {
  const userSnap = await tx.get(db.doc(corePaths.user(uid)));
  if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const user = userSnap.data() as Partial<UserDoc>;
  const settings = await readAppSettings();
  // Read after the user document on purpose, and outside the transaction: a deposit committed earlier is
  // visible here, and one committing later must write the user document this transaction holds, so it waits or
  // this transaction retries. A query inside the transaction would lock the ledger for everyone's deposits.
  const usage = await depositLimitsFor(uid, user.preferences, settings.limitMaxima, now);
  return { uid, now, user, settings, usage };
}

export interface DepositCredit {
  gateway: PaymentGateway;
  providerId: string;
  /** USD cents credited to the balance. */
  amount: number;
  sessionId: string | null;
  /** The PayPal payer, for PayPal payouts. */
  paypalEmail?: string | null;
  /** The bank account paid from, for bank payouts. */
  bankAccount?: BankProvider | null;
}

export interface DepositResult {
  outcome: LedgerOutcome;
  bonus: DepositBonus;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : typeof value === 'number' ? value : null;

export const depositLedgerKey = (gateway: PaymentGateway, providerId: string) => `deposit_${gateway}_${providerId}`;

/**
 * Credits a deposit: one add_balance ledger entry (cash from outside, plus any Bonus Chest credits), its
 * notifications, and the user's deposit fields. Call after every other read of the transaction; the caller writes
 * the order afterwards.
 */
export async function creditDeposit(tx: Transaction, context: DepositContext, credit: DepositCredit): Promise<DepositResult> {
  const { uid, now, user, settings } = context;
  const bonus = depositBonus(settings.bonus, credit.amount, now, millisOf(user.lastBonusAt));
  const notifications: NotificationInput[] = [{ type: 'deposit', variables: { amount: credit.amount, gateway: credit.gateway } }];
  if (bonus.credits > 0) {
    notifications.push({
      type: 'bonus_credits_added',
      variables: { credits: bonus.credits, bonusChestCredits: bonus.credits, reason: 'deposit' },
    });
  }
  const [outcome] = await applyLedgerChanges(
    tx,
    [
      {
        uid,
        idempotencyKey: depositLedgerKey(credit.gateway, credit.providerId),
        type: 'add_balance',
        cash: credit.amount,
        bonusChestCredits: bonus.credits,
        external: true,
        reference: { kind: 'order', id: `${credit.gateway}_${credit.providerId}` },
        sessionId: credit.sessionId,
        notifications,
      },
    ],
    { bonusConfig: settings.bonus },
  );
  if (!outcome?.applied) throw new Error(`Deposit ${credit.gateway} ${credit.providerId} was already in the ledger without its order`);

  const updates: Record<string, unknown> = {};
  if (bonus.credits > 0) updates.lastBonusAt = Timestamp.fromMillis(now);
  if (!user.firstDepositAt) updates.firstDepositAt = Timestamp.fromMillis(now);
  if (credit.paypalEmail) updates.paypalEmail = credit.paypalEmail;
  if (credit.bankAccount) updates['providers.truelayer'] = credit.bankAccount;
  if (Object.keys(updates).length > 0) tx.update(db.doc(corePaths.user(uid)), updates);
  return { outcome, bonus };
}

/** A new order document (the id is `{gateway}_{providerId}`). */
export function newOrder(input: {
  uid: string;
  gateway: PaymentGateway;
  providerId: string;
  status: OrderDoc['status'];
  amount: number;
  providerAmount: OrderDoc['providerAmount'];
  requestId: string;
  sessionId: string | null;
  bonusCredits: number;
  now: number;
}): OrderDoc<Timestamp> {
  const at = Timestamp.fromMillis(input.now);
  return {
    userId: input.uid,
    gateway: input.gateway,
    providerId: input.providerId,
    status: input.status,
    amount: input.amount,
    providerAmount: input.providerAmount,
    requestId: input.requestId,
    sessionId: input.sessionId,
    bonusCredits: input.bonusCredits,
    createdAt: at,
    completedAt: input.status === 'completed' ? at : null,
    failureReason: null,
  };
}
