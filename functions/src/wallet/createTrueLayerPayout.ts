import { createPayout, TRUELAYER_CLIENT_SECRET, TrueLayerPayoutRejectedError } from '../clients/truelayer';
import { TRUELAYER_SIGNING_PRIVATE_KEY } from '../clients/truelayerSignatures';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { finalizeTrueLayerPayout, REFUND_REASONS } from './payoutStatus';
import { requestPayout, type PayoutGateway } from './payouts';
import { usdCentsToPence } from '../shared/wallet/currency';
import { walletMessages } from '../shared/wallet/messages';

/** What the user's bank statement shows. */
const PAYOUT_REFERENCE = 'Clutchpot payout';

function bankGateway(usdToGbp: number): PayoutGateway<'createTrueLayerPayout'> {
  return {
    callable: 'createTrueLayerPayout',
    gateway: 'truelayer',
    // Bank payouts go back to the account a bank deposit came from.
    unavailable: (user) => (user.providers?.truelayer ? null : walletMessages.payoutMethodUnavailable),
    providerAmount: (amount) => ({ value: usdCentsToPence(amount, usdToGbp), currency: 'GBP' }),
    async send(payout, user) {
      const beneficiary = user.providers?.truelayer;
      if (!beneficiary) return { kind: 'rejected', reason: REFUND_REASONS.bankRejected };
      try {
        const { id } = await createPayout({
          amountPence: payout.providerAmount.value,
          beneficiary,
          reference: PAYOUT_REFERENCE,
          payoutId: payout.id,
        });
        return { kind: 'accepted', providerId: id };
      } catch (error) {
        // A refusal means nothing was sent; any other failure leaves the outcome unknown (see payouts.ts).
        if (error instanceof TrueLayerPayoutRejectedError) return { kind: 'rejected', reason: REFUND_REASONS.bankRejected };
        throw error;
      }
    },
    respond: (payout) => ({ payoutRequestId: payout.id, amountPence: payout.providerAmount.value }),
    afterAccept: finalizeTrueLayerPayout,
  };
}

/**
 * Withdraws `amount` USD cents to the bank account of the user's last bank deposit, paid in GBP at the
 * configured rate. The final state arrives by webhook (trueLayerWebhook -> finalizeTrueLayerPayout).
 */
export const createTrueLayerPayout = defineCallable(
  'createTrueLayerPayout',
  { secrets: [TRUELAYER_CLIENT_SECRET, TRUELAYER_SIGNING_PRIVATE_KEY] },
  async (data, { uid }) => {
    const { usdToGbp } = await readAppSettings();
    return requestPayout(bankGateway(usdToGbp), {
      uid,
      amount: data.amount,
      requestId: data.requestId,
      email: null,
    });
  },
);
