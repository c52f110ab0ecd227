import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { applyLedgerChanges, ledgerReads, type LedgerOutcome, type NotificationInput } from '../ledger/ledger';
import { snapshotIn, type ReadSet } from '../ledger/readSet';
import { depositBonus, type DepositBonus } from '../shared/wallet/bonus';
import type { DepositLimitsResult } from '../shared/preferences/limitUsage';
import { recentDeposits, usageOf, type RecentDeposits } from './depositLimits';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import type { BankProvider, OrderDoc, PaymentGateway } from '../shared/wallet/types';
import type { UserDoc } from '../shared/users/types';
import { offersAllowed } from '../shared/harm/state';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';

/** Everything a deposit reads before it writes, read inside the crediting transaction. */
export interface DepositContext {
  uid: string;
  now: number;
  user: Partial<UserDoc>;
  settings: AppSettings;
  usage: DepositLimitsResult;
  /** What the transaction has read so far (the user document among them), handed on to the ledger. */
  read: ReadSet;
}

export const depositLedgerKey = (gateway: PaymentGateway, providerId: string) => `deposit_${gateway}_${providerId}`;

/** The documents a deposit's transaction reads in its first round trip, besides its own (order, request). */
export function depositReads(uid: string, gateway: PaymentGateway, providerId: string): DocumentReference[] {
  return ledgerReads([{ uid, idempotencyKey: depositLedgerKey(gateway, providerId) }]);
}

/**
 * The deposit's context from the transaction's first reads (`read` holds the user document) and the app
 * settings read before the transaction (configuration is not money: reading it outside keeps every deposit's
 * transaction off the shared config document).
 *
 * Deposit limits need the user's recent deposits, a query that cannot run inside the transaction (it would lock
 * the ledger for everyone's deposits). `early` is that query started before the transaction, so that it costs no
 * wait of its own; the user document names the latest deposit (lastDepositKey), and when the query has not seen
 * it (a deposit committed in between) the query runs again now. A query run after the user document was read in
 * this transaction sees every deposit committed before; one committing later must write the user document this
 * transaction holds, so it waits or this transaction retries.
 */
export async function readDepositContext(
  read: ReadSet,
  uid: string,
  settings: AppSettings,
  now: number,
  early?: Promise<RecentDeposits>,
): Promise<DepositContext> {
  const userSnap = snapshotIn(read, db.doc(corePaths.user(uid)));
  if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const user = userSnap.data() as Partial<UserDoc>;
  let recent = early ? await early : null;
  if (!recent || (user.lastDepositKey !== undefined && !recent.ids.has(user.lastDepositKey))) recent = await recentDeposits(uid, now);
  return { uid, now, user, settings, usage: usageOf(recent, user.preferences, settings.limitMaxima, now), read };
}

/** Starts the recent-deposits query ahead of the crediting transaction (see readDepositContext). */
export function recentDepositsAhead(uid: string, now: number): Promise<RecentDeposits> {
  const query = recentDeposits(uid, now);
  // Awaited inside the transaction, or not at all when the request turns out to have run already.
  query.catch(() => undefined);
  return query;
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

const NO_BONUS: DepositBonus = { credits: 0, nextBonusAvailableAt: null };

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : typeof value === 'number' ? value : null;

/**
 * Credits a deposit: one add_balance ledger entry (cash from outside, plus any Bonus Chest credits), its
 * notifications, and the user's deposit fields. Call after every other read of the transaction; the caller writes
 * the order afterwards.
 */
export async function creditDeposit(tx: Transaction, context: DepositContext, credit: DepositCredit): Promise<DepositResult> {
  const { uid, now, user, settings } = context;
  // No bonus offers while indicators of harm are strong or a hold is on (LCCP SR 3.4.3): a bank deposit started
  // before a hold is still credited, without its Bonus Chest credits.
  const bonus = offersAllowed(user.harm) ? depositBonus(settings.bonus, credit.amount, now, millisOf(user.lastBonusAt)) : NO_BONUS;
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
    { bonusConfig: settings.bonus, read: context.read },
  );
  if (!outcome?.applied) throw new Error(`Deposit ${credit.gateway} ${credit.providerId} was already in the ledger without its order`);

  const updates: Record<string, unknown> = { lastDepositKey: depositLedgerKey(credit.gateway, credit.providerId) };
  if (bonus.credits > 0) updates.lastBonusAt = Timestamp.fromMillis(now);
  if (!user.firstDepositAt) updates.firstDepositAt = Timestamp.fromMillis(now);
  if (credit.paypalEmail) updates.paypalEmail = credit.paypalEmail;
  if (credit.bankAccount) updates['providers.truelayer'] = credit.bankAccount;
  tx.update(db.doc(corePaths.user(uid)), updates);
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
