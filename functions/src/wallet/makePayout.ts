import { createPayout, PAYPAL_CLIENT_SECRET, PaypalPayoutRejectedError } from '../clients/paypal';
import { defineCallable } from '../core/callable';
import { REFUND_REASONS } from './payoutStatus';
import { requestPayout, type PayoutGateway } from './payouts';
import { PRODUCT_NAME } from '../shared/core/product';
import { walletMessages } from '../shared/wallet/messages';

const PAYOUT_NOTE = `${PRODUCT_NAME} withdrawal`;

/** PayPal refuses a second batch with the same sender_batch_id with this issue: the first one was sent. */
const DUPLICATE_BATCH = 'DUPLICATE_SENDER_BATCH_ID';

const paypalGateway: PayoutGateway<'makePayout'> = {
  callable: 'makePayout',
  gateway: 'paypal',
  // PayPal payouts are offered to users who deposited with PayPal.
  unavailable: (user) => (user.paypalEmail ? null : walletMessages.payoutMethodUnavailable),
  providerAmount: (amount) => ({ value: amount, currency: 'USD' }),
  async send(payout) {
    try {
      const batch = await createPayout({ senderBatchId: payout.id, email: payout.email ?? '', amountCents: payout.amount, note: PAYOUT_NOTE });
      return { kind: 'accepted', providerId: batch.batchId };
    } catch (error) {
      if (!(error instanceof PaypalPayoutRejectedError)) throw error;
      return error.issue === DUPLICATE_BATCH ? { kind: 'duplicate' } : { kind: 'rejected', reason: REFUND_REASONS.paypalRejected };
    }
  },
  respond: (payout) => ({ payoutId: payout.id, status: payout.status, amount: payout.amount }),
};

/**
 * Withdraws `amount` cents to a PayPal account. The balance is debited at once; PayPal's final answer arrives
 * by webhook (paypalWebhook) and a failed payout is refunded.
 */
export const makePayout = defineCallable('makePayout', { secrets: [PAYPAL_CLIENT_SECRET] }, (data, { uid }) =>
  requestPayout(paypalGateway, {
    uid,
    amount: data.amount,
    requestId: data.requestId,
    email: data.email,
  }),
);
