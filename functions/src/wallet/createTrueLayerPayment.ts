import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { runIdempotent } from '../ledger/requests';
import { createPayment, hostedPageUrl, TRUELAYER_CLIENT_SECRET } from '../clients/truelayer';
import { TRUELAYER_SIGNING_PRIVATE_KEY } from '../clients/truelayerSignatures';
import { newOrder } from './deposit';
import { assertWithinDepositLimits, countingDeclinedDeposits, depositGate, isProviderId } from './depositGate';
import { depositLimitsFor } from './depositLimits';
import { usdCentsToPence } from '../shared/wallet/currency';
import { walletMessages } from '../shared/wallet/messages';
import { callerSessionId } from '../sessions/sessionStore';
import { walletPaths } from '../shared/wallet/firestorePaths';

/** What the customer's bank statement shows. */
const BANK_REFERENCE = 'CLUTCHPOT DEPOSIT';

/**
 * Starts an Instant Bank Transfer: a GBP payment for the USD amount at the configured rate, recorded as a pending
 * order. Nothing is credited here; the webhook credits the order once TrueLayer reports the payment settled.
 */
export const createTrueLayerPayment = defineCallable(
  'createTrueLayerPayment',
  { secrets: [TRUELAYER_CLIENT_SECRET, TRUELAYER_SIGNING_PRIVATE_KEY] },
  async (data, { uid, raw }) => {
    const now = Date.now();
    const gate = await depositGate({ uid, requestId: data.requestId, callable: 'createTrueLayerPayment', gateway: 'truelayer', raw, now });
    if (gate.stored) return gate.stored;
    const usage = await depositLimitsFor(uid, gate.user.preferences, gate.settings.limitMaxima, now);
    await countingDeclinedDeposits(uid, async () => assertWithinDepositLimits(usage, data.amount));
    const { usdToGbp } = gate.settings;
    const amountPence = usdCentsToPence(data.amount, usdToGbp);

    let payment: { id: string; resourceToken: string };
    try {
      payment = await createPayment({
        amountPence,
        userId: uid,
        requestId: data.requestId,
        reference: BANK_REFERENCE,
      });
    } catch (error) {
      logger.error('TrueLayer payment creation failed', { uid, error: String(error) });
      throw new HttpsError('unavailable', walletMessages.featureDisabled);
    }
    if (!isProviderId(payment.id)) throw new Error(`Unexpected TrueLayer payment id ${payment.id}`);
    const pageUrl = hostedPageUrl({ paymentId: payment.id, resourceToken: payment.resourceToken, returnUri: data.returnUri });

    return runIdempotent(uid, data.requestId, 'createTrueLayerPayment', async (tx) => {
      const sessionId = await callerSessionId(uid, tx);
      tx.create(
        db.doc(walletPaths.order('truelayer', payment.id)),
        newOrder({
          uid,
          gateway: 'truelayer',
          providerId: payment.id,
          status: 'pending',
          amount: data.amount,
          providerAmount: { value: amountPence, currency: 'GBP' },
          requestId: data.requestId,
          sessionId,
          bonusCredits: 0,
          now,
        }),
      );
      return { paymentId: payment.id, resourceToken: payment.resourceToken, hostedPageUrl: pageUrl, amountPence, usdToGbp };
    });
  },
);
