import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { getPayment, type TrueLayerPayment } from '../clients/truelayer';
import { withContentionRetry, withMoneyLock } from '../ledger/moneyLock';
import { readAll } from '../ledger/readSet';
import { readConfig } from '../remoteConfig/readRemoteConfig';
import { creditDeposit, depositReads, readDepositContext } from './deposit';
import type { AppSettings } from '../shared/remoteConfig/appSettings';
import { depositLimitMessage } from './depositGate';
import type { OrderDoc } from '../shared/wallet/types';
import { walletMessages } from '../shared/wallet/messages';
import { walletPaths } from '../shared/wallet/firestorePaths';

export type BankDepositOutcome = 'credited' | 'already_final' | 'failed' | 'not_final' | 'unknown';

/**
 * Brings the order of a bank payment in line with what TrueLayer's API says about it (never what a webhook body
 * says). 'settled' is final: the money has arrived, so it is credited even if the user has since reached a limit
 * or paused (that is noted on the order). 'failed' fails the order. Anything else leaves it pending.
 */
export async function syncBankDeposit(paymentId: string): Promise<BankDepositOutcome> {
  const payment = await getPayment(paymentId);
  if (!payment) {
    logger.warn('TrueLayer does not know this payment', { paymentId });
    return 'unknown';
  }
  if (payment.status === 'settled') return creditBankDeposit(payment);
  if (payment.status === 'failed') return failBankDeposit(payment);
  return 'not_final';
}

function matchesOrder(order: OrderDoc, payment: TrueLayerPayment): boolean {
  return (
    order.gateway === 'truelayer' &&
    order.providerAmount.currency === 'GBP' &&
    payment.currency === 'GBP' &&
    order.providerAmount.value === payment.amountPence &&
    (payment.userId === null || payment.userId === order.userId)
  );
}

async function creditBankDeposit(payment: TrueLayerPayment): Promise<BankDepositOutcome> {
  const credit = ({ settings }: { settings: AppSettings }) => withContentionRetry(() => creditInTransaction(payment, settings));
  return payment.userId ? withMoneyLock(payment.userId, walletMessages.walletBusy, readConfig, credit) : credit(await readConfig());
}

function creditInTransaction(payment: TrueLayerPayment, settings: AppSettings): Promise<BankDepositOutcome> {
  const orderRef = db.doc(walletPaths.order('truelayer', payment.id));
  return db.runTransaction(async (tx): Promise<BankDepositOutcome> => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) {
      logger.error('Settled TrueLayer payment without an order', { paymentId: payment.id, userId: payment.userId });
      return 'unknown';
    }
    const order = snap.data() as OrderDoc;
    if (order.status === 'completed') return 'already_final';
    if (!matchesOrder(order, payment)) {
      logger.error('Settled TrueLayer payment does not match its order', { paymentId: payment.id, order, payment });
      return 'unknown';
    }
    const now = Date.now();
    const read = await readAll(tx, depositReads(order.userId, 'truelayer', payment.id));
    const context = await readDepositContext(read, order.userId, settings, now);
    const limitNote = depositLimitMessage(context.usage, order.amount);
    const { bonus } = await creditDeposit(tx, context, {
      gateway: 'truelayer',
      providerId: payment.id,
      amount: order.amount,
      sessionId: order.sessionId,
      bankAccount: payment.payer,
    });
    tx.update(orderRef, {
      status: 'completed',
      completedAt: Timestamp.fromMillis(now),
      bonusCredits: bonus.credits,
      failureReason: null,
      ...(limitNote ? { limitExceeded: limitNote } : {}),
    });
    return 'credited';
  });
}

async function failBankDeposit(payment: TrueLayerPayment): Promise<BankDepositOutcome> {
  const orderRef = db.doc(walletPaths.order('truelayer', payment.id));
  return db.runTransaction(async (tx): Promise<BankDepositOutcome> => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) return 'unknown';
    if ((snap.data() as OrderDoc).status !== 'pending') return 'already_final';
    tx.update(orderRef, { status: 'failed', failureReason: payment.failureReason ?? 'failed', completedAt: null });
    return 'failed';
  });
}
