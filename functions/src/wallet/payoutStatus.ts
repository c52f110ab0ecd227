import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { getPayoutBatch, type PaypalPayoutStatus } from '../clients/paypal';
import { getPayout, type TrueLayerPayoutStatus } from '../clients/truelayer';
import { payoutRef, settlePayout, type PayoutOutcome } from './payouts';
import { isDocumentId } from '../shared/core/ids';
import type { PaymentGateway } from '../shared/wallet/types';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';

/**
 * Final states of payouts, as the provider reports them when asked (a webhook only says "look again"; its body
 * is never trusted). Safe to run any number of times: a settled payout is left alone, a pending one unchanged.
 */
export const REFUND_REASONS = {
  paypalRejected: 'PayPal could not send this payout',
  paypalDenied: 'PayPal did not complete this payout',
  bankRejected: 'Your bank payout could not be sent',
  bankFailed: 'Your bank payout failed',
} as const;

function paypalOutcome(status: PaypalPayoutStatus): PayoutOutcome | null {
  if (status === 'SUCCESS') return { status: 'completed' };
  if (status === 'DENIED' || status === 'CANCELED') return { status: 'failed', reason: REFUND_REASONS.paypalDenied };
  return null;
}

function trueLayerOutcome(status: TrueLayerPayoutStatus): PayoutOutcome | null {
  if (status === 'executed') return { status: 'completed' };
  if (status === 'failed') return { status: 'failed', reason: REFUND_REASONS.bankFailed };
  return null;
}

async function payoutIdByProviderId(gateway: PaymentGateway, providerId: string): Promise<string | null> {
  const snap = await db.collection(WALLET_COLLECTIONS.payouts).where('providerId', '==', providerId).limit(5).get();
  return snap.docs.find((doc) => doc.get('gateway') === gateway)?.id ?? null;
}

/** PayPal: the batch's sender_batch_id is our payout id, so a payout is found even before its batch id was stored. */
export async function finalizePaypalPayout(batchId: string): Promise<void> {
  const batch = await getPayoutBatch(batchId);
  const outcome = paypalOutcome(batch.status);
  if (!outcome) return;
  let payoutId: string | null = null;
  if (isDocumentId(batch.senderBatchId)) {
    const snap = await payoutRef(batch.senderBatchId).get();
    if (snap.exists && snap.get('gateway') === 'paypal') payoutId = snap.id;
  }
  payoutId ??= await payoutIdByProviderId('paypal', batch.batchId);
  if (!payoutId) {
    logger.warn('PayPal payout batch matches no payout', { batchId, senderBatchId: batch.senderBatchId });
    return;
  }
  await settlePayout(payoutId, outcome, batch.batchId);
}

/**
 * TrueLayer: found by the payout id TrueLayer gave. A webhook that arrives before that id is stored finds nothing;
 * the request stores the id and then runs this check itself, so the payout still settles.
 */
export async function finalizeTrueLayerPayout(providerPayoutId: string): Promise<void> {
  const payout = await getPayout(providerPayoutId);
  if (!payout) {
    logger.warn('TrueLayer does not know this payout', { providerPayoutId });
    return;
  }
  const outcome = trueLayerOutcome(payout.status);
  if (!outcome) return;
  const payoutId = await payoutIdByProviderId('truelayer', payout.id);
  if (!payoutId) {
    logger.warn('TrueLayer payout matches no payout yet', { providerPayoutId });
    return;
  }
  await settlePayout(payoutId, outcome, payout.id);
}
