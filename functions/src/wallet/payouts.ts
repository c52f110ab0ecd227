import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { readFlags } from '../remoteConfig/readRemoteConfig';
import { accountOf } from '../ledger/account';
import { applyHouseMovement, applyLedgerChanges } from '../ledger/ledger';
import { refundCredit } from '../ledger/operations';
import { withContentionRetry, withMoneyLock } from '../ledger/moneyLock';
import { runIdempotent, storedResponse } from '../ledger/requests';
import type { CallableResponse } from '../shared/contract';
import { assertGatewayEnabled } from './depositGate';
import { payoutRefusal } from '../shared/gambling/refusals';
import type { PaymentGateway, PayoutDoc } from '../shared/wallet/types';
import type { UserDoc } from '../shared/users/types';
import { WALLET_COLLECTIONS, walletPaths } from '../shared/wallet/firestorePaths';
import { walletMessages } from '../shared/wallet/messages';
import { corePaths } from '../shared/core/firestorePaths';
import { callerSessionId } from '../sessions/sessionStore';
import { coreMessages } from '../shared/core/messages';

/**
 * Withdrawals, for every gateway. The balance is debited into the payouts_in_flight house bucket together with
 * the payout document (one transaction, idempotent on the client's request id); only then is the provider asked
 * to pay, outside the transaction, with the payout id as its idempotency key. The final state comes from the
 * provider (payoutStatus.ts): paid -> the in-flight money leaves the books; failed -> it is refunded.
 *
 * Requests on one balance take the user's money lock around the debit, so a burst of them does not keep
 * aborting each other's transactions.
 *
 * The provider is called again only while the payout has no provider id (a crash or a failure between the debit
 * and the provider's answer); the provider's own idempotency makes that repeat harmless. Money goes back to the
 * user only when the provider refused the request, i.e. nothing was sent: after an unknown outcome (network,
 * 5xx) the payout stays in flight and repeating the request resumes it, so a withdrawal is never paid twice.
 */
export type PayoutCallable = 'makePayout' | 'createTrueLayerPayout';

export interface StoredPayout extends PayoutDoc {
  id: string;
}

export type SendOutcome =
  | { kind: 'accepted'; providerId: string }
  /** The provider refused the request: nothing was sent. */
  | { kind: 'rejected'; reason: string }
  /** An earlier attempt for the same payout already reached the provider; its result arrives by webhook. */
  | { kind: 'duplicate' };

export interface PayoutGateway<K extends PayoutCallable> {
  callable: K;
  gateway: PaymentGateway;
  /** The refusal message when `user` cannot be paid through this gateway, or null. */
  unavailable(user: UserDoc): string | null;
  /** What the provider will be asked to pay for `amount` USD cents. */
  providerAmount(amount: number): PayoutDoc['providerAmount'];
  send(payout: StoredPayout, user: UserDoc): Promise<SendOutcome>;
  respond(payout: Pick<StoredPayout, 'id' | 'status' | 'amount' | 'providerAmount'>): CallableResponse<K>;
  /** Runs after the provider accepted and its id is stored (e.g. a status check racing its webhook). */
  afterAccept?(providerId: string): Promise<void>;
}

export interface PayoutInput {
  uid: string;
  /** USD cents. */
  amount: number;
  requestId: string;
  email: string | null;
}

export const payoutRef = (payoutId: string): DocumentReference => db.doc(`${WALLET_COLLECTIONS.payouts}/${payoutId}`);

function payoutFailed(code: 'failed-precondition' | 'unavailable'): HttpsError {
  return new HttpsError(code, walletMessages.payoutFailed);
}

async function debit<K extends PayoutCallable>(
  tx: Transaction,
  gateway: PayoutGateway<K>,
  input: PayoutInput,
  ref: DocumentReference,
): Promise<CallableResponse<K>> {
  const [userSnap, sessionId] = await Promise.all([tx.get(db.doc(corePaths.user(input.uid))), callerSessionId(input.uid, tx)]);
  if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  const user = userSnap.data() as UserDoc;
  const refusal = payoutRefusal(user);
  if (refusal) throw new HttpsError('failed-precondition', refusal.message);
  const unavailable = gateway.unavailable(user);
  if (unavailable) throw new HttpsError('failed-precondition', unavailable);
  const { balance } = accountOf(user);
  if (balance <= 0) throw new HttpsError('failed-precondition', walletMessages.payoutInsufficient);
  if (input.amount > balance) throw new HttpsError('failed-precondition', walletMessages.payoutExceedsBalance);

  await applyLedgerChanges(tx, [
    {
      uid: input.uid,
      idempotencyKey: `payout_${input.requestId}`,
      type: 'payout',
      cash: -input.amount,
      house: [{ bucket: 'payouts_in_flight', amount: input.amount }],
      sessionId,
      reference: { kind: 'payout', id: ref.id },
      notifications: [{ type: 'payout', variables: { amount: input.amount } }],
    },
  ]);
  const payout: PayoutDoc<FieldValue> = {
    userId: input.uid,
    gateway: gateway.gateway,
    status: 'pending',
    amount: input.amount,
    providerAmount: gateway.providerAmount(input.amount),
    providerId: null,
    email: input.email,
    requestId: input.requestId,
    sessionId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    failureReason: null,
  };
  tx.create(ref, payout);
  return gateway.respond({ id: ref.id, status: payout.status, amount: payout.amount, providerAmount: payout.providerAmount });
}

async function recordProviderId(ref: DocumentReference, providerId: string): Promise<void> {
  await withContentionRetry(() => db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.get('providerId') as string | null;
    if (current === providerId) return;
    if (current !== null || snap.get('status') === 'failed') {
      logger.error('A payout the provider accepted was already settled otherwise', { payoutId: ref.id, providerId, current });
      return;
    }
    tx.update(ref, { providerId, updatedAt: FieldValue.serverTimestamp() });
  }));
}

/** Asks the provider to pay a debited payout unless it already has (see the note at the top). */
async function dispatch<K extends PayoutCallable>(gateway: PayoutGateway<K>, ref: DocumentReference): Promise<CallableResponse<K>> {
  const payout = { id: ref.id, ...(await ref.get()).data() } as StoredPayout;
  // Refused by the provider when first requested: the first result was this error.
  if (payout.status === 'failed' && payout.providerId === null) throw payoutFailed('failed-precondition');
  if (payout.status !== 'pending' || payout.providerId !== null) return gateway.respond(payout);

  const user = (await db.doc(corePaths.user(payout.userId)).get()).data() as UserDoc;
  let outcome: SendOutcome;
  try {
    outcome = await gateway.send(payout, user);
  } catch (error) {
    logger.error('Payout request to the provider had no clear answer; the payout stays in flight', { payoutId: payout.id, error });
    throw payoutFailed('unavailable');
  }
  if (outcome.kind === 'rejected') {
    await settlePayout(payout.id, { status: 'failed', reason: outcome.reason }, null);
    throw payoutFailed('failed-precondition');
  }
  if (outcome.kind === 'accepted') {
    await recordProviderId(ref, outcome.providerId);
    await gateway.afterAccept?.(outcome.providerId).catch((error: unknown) => {
      logger.warn('Payout status check after acceptance failed; the webhook will settle it', { payoutId: payout.id, error });
    });
  }
  return gateway.respond(payout);
}

/**
 * Requests a payout of `input.amount` USD cents through `gateway`. A repeated request id returns the first
 * result (or finishes a request interrupted before the provider answered).
 */
export async function requestPayout<K extends PayoutCallable>(gateway: PayoutGateway<K>, input: PayoutInput): Promise<CallableResponse<K>> {
  const ref = db.doc(walletPaths.payout(input.uid, input.requestId));
  await withMoneyLock(
    input.uid,
    walletMessages.walletBusy,
    async () => {
      const [stored, flags] = await Promise.all([storedResponse(input.uid, input.requestId, gateway.callable), readFlags()]);
      if (!stored) assertGatewayEnabled(flags, gateway.gateway);
      return stored;
    },
    async (stored, lock) => {
      if (stored) return;
      await withContentionRetry(() =>
        runIdempotent(input.uid, input.requestId, gateway.callable, (tx) => debit(tx, gateway, input, ref), { lock }),
      );
    },
  );
  return dispatch(gateway, ref);
}

export type PayoutOutcome = { status: 'completed' } | { status: 'failed'; reason: string };

/**
 * Moves a pending payout to its final state in one transaction: completed -> the in-flight money leaves the
 * books (the provider paid it); failed -> it goes back to the user's balance with a refund entry and
 * notification. A payout that is no longer pending, or belongs to another provider payment, is left alone.
 * Returns whether anything changed.
 */
export async function settlePayout(payoutId: string, outcome: PayoutOutcome, providerId: string | null): Promise<boolean> {
  const ref = payoutRef(payoutId);
  return withContentionRetry(() => db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const payout = snap.data() as PayoutDoc;
    if (payout.status !== 'pending') return false;
    if (providerId !== null && payout.providerId !== null && payout.providerId !== providerId) {
      logger.error('Provider payout does not match the stored one', { payoutId, providerId, stored: payout.providerId });
      return false;
    }
    const reference = { kind: 'payout', id: payoutId };
    if (outcome.status === 'completed') {
      await applyHouseMovement(tx, {
        idempotencyKey: `payout_done_${payoutId}`,
        type: 'payout_completed',
        external: true,
        legs: [{ bucket: 'payouts_in_flight', amount: -payout.amount }],
        reference,
      });
    } else {
      await applyLedgerChanges(tx, [
        refundCredit({
          uid: payout.userId,
          idempotencyKey: `payout_refund_${payout.requestId}`,
          cash: payout.amount,
          from: 'payouts_in_flight',
          reason: outcome.reason,
          reference,
          sessionId: payout.sessionId,
          notifications: [{ type: 'refund', variables: { amount: payout.amount, reason: outcome.reason } }],
        }),
      ]);
    }
    tx.update(ref, {
      status: outcome.status,
      providerId: payout.providerId ?? providerId,
      failureReason: outcome.status === 'failed' ? outcome.reason : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  }));
}
