import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest as FirebaseCallableRequest } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { phaseTimer } from '../core/phaseTimer';
import { withContentionRetry, withMoneyLock } from '../ledger/moneyLock';
import { snapshotIn, type ReadSet } from '../ledger/readSet';
import { runIdempotent } from '../ledger/requests';
import { getOrder, PAYPAL_CLIENT_SECRET, type PaypalOrder } from '../clients/paypal';
import type { CallableRequest, CallableResponse } from '../shared/contract';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import { creditDeposit, depositReads, newOrder, readDepositContext, recentDepositsAhead } from './deposit';
import type { RecentDeposits } from './depositLimits';
import { assertMayDeposit, assertWithinDepositLimits, countingDeclinedDeposits, depositGate, isProviderId } from './depositGate';
import { paypalCustomId } from '../shared/wallet/constants';
import { walletMessages } from '../shared/wallet/messages';
import { walletPaths } from '../shared/wallet/firestorePaths';
import { callerSessionId } from '../sessions/sessionStore';

/**
 * Asks PayPal for the order and refuses unless it carries `customId` (this user's deposit, or this user's payment
 * for one challenge), is completed and is for exactly `amount` USD cents.
 */
async function verifiedOrder(customId: string, orderId: string, amount: number): Promise<PaypalOrder> {
  if (!isProviderId(orderId)) throw new HttpsError('failed-precondition', walletMessages.paymentNotVerified);
  let order: PaypalOrder | null;
  try {
    order = await getOrder(orderId);
  } catch (error) {
    logger.error('PayPal order lookup failed', { orderId, error: String(error) });
    throw new HttpsError('unavailable', walletMessages.paymentNotVerified);
  }
  if (!order) throw new HttpsError('failed-precondition', walletMessages.paymentNotVerified);
  if (order.customId !== customId) throw new HttpsError('permission-denied', walletMessages.paymentNotYours);
  if (order.status !== 'COMPLETED' || order.captureStatus !== 'COMPLETED') {
    throw new HttpsError('failed-precondition', walletMessages.paymentNotCompleted);
  }
  if (order.currency !== 'USD' || order.amountCents !== amount) {
    throw new HttpsError('failed-precondition', walletMessages.paymentAmountMismatch);
  }
  return order;
}

/**
 * Credits a captured PayPal order to the caller's balance, once: the order is verified with PayPal, then the
 * ledger entry, the order document and the stored response are written in one transaction.
 */
export const addBalance = defineCallable('addBalance', { secrets: [PAYPAL_CLIENT_SECRET] }, (data, { uid, raw }) =>
  creditPaypalOrder(uid, data, raw),
);

/**
 * addBalance's work for a validated request of `uid` (the benchmark also runs it without the Functions emulator).
 * A challenge paid by PayPal credits its order the same way, with the challenge's custom id, before staking it.
 */
export async function creditPaypalOrder(
  uid: string,
  data: CallableRequest<'addBalance'>,
  raw: FirebaseCallableRequest<unknown>,
  customId: string = paypalCustomId(uid),
): Promise<CallableResponse<'addBalance'>> {
  const timer = phaseTimer('addBalance');
  const orderRef = db.doc(walletPaths.order('paypal', data.orderId));
  const response = await countingDeclinedDeposits(uid, () => withMoneyLock(
    uid,
    walletMessages.walletBusy,
    async () => {
      const now = Date.now();
      // Alongside the checks (and the lock): the deposit-limit query, which the transaction checks is current.
      const recent = recentDepositsAhead(uid, now);
      const gate = await depositGate({ uid, requestId: data.requestId, callable: 'addBalance', gateway: 'paypal', raw, now });
      timer.lap('checks');
      if (gate.stored) return gate;
      const order = await verifiedOrder(customId, data.orderId, data.amount);
      timer.lap('provider');
      return { ...gate, order, recent };
    },
    async (checked, lock) => {
      if (checked.stored) return checked.stored;
      timer.lap('lock');
      const credited = await withContentionRetry(() =>
        runIdempotent(uid, data.requestId, 'addBalance', (tx, read) => creditOrder(tx, read, { uid, data, ...checked }), {
          reads: [orderRef, ...depositReads(uid, 'paypal', data.orderId)],
          lock,
        }),
      );
      timer.lap('transaction');
      return credited;
    },
  ));
  timer.done();
  return response;
}

async function creditOrder(
  tx: Transaction,
  read: ReadSet,
  input: { uid: string; data: CallableRequest<'addBalance'>; order: PaypalOrder; settings: AppSettings; recent: Promise<RecentDeposits> },
): Promise<CallableResponse<'addBalance'>> {
  const { uid, data, order } = input;
  const sessionId = await callerSessionId(uid, tx);
  const now = Date.now();
  const orderRef = db.doc(walletPaths.order('paypal', data.orderId));
  const context = await readDepositContext(read, uid, input.settings, now, input.recent);
  if (snapshotIn(read, orderRef).exists) throw new HttpsError('already-exists', walletMessages.paymentAlreadyUsed);
  assertMayDeposit(context.user, now);
  assertWithinDepositLimits(context.usage, data.amount);

  const { outcome, bonus } = await creditDeposit(tx, context, {
    gateway: 'paypal',
    providerId: data.orderId,
    amount: data.amount,
    sessionId,
    paypalEmail: order.payerEmail,
  });
  tx.create(
    orderRef,
    newOrder({
      uid,
      gateway: 'paypal',
      providerId: data.orderId,
      status: 'completed',
      amount: data.amount,
      providerAmount: { value: order.amountCents, currency: 'USD' },
      requestId: data.requestId,
      sessionId,
      bonusCredits: bonus.credits,
      now,
    }),
  );
  return {
    amount: data.amount,
    balance: outcome.account.balance,
    hasBonus: bonus.credits > 0,
    bonusCredits: bonus.credits,
    nextBonusAvailableAt: bonus.nextBonusAvailableAt,
  };
}
