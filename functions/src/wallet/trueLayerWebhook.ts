import { logger } from 'firebase-functions';
import { TRUELAYER_CLIENT_SECRET, TRUELAYER_WEBHOOK_SECRET, verifyWebhook } from '../clients/truelayer';
import { defineSignedWebhook } from '../core/signedWebhook';
import { syncBankDeposit } from './bankDeposit';
import { isProviderId } from './depositGate';
import { finalizeTrueLayerPayout } from './payoutStatus';

interface WebhookEvent {
  type: string;
  paymentId?: string;
  payoutId?: string;
}

/** The event's type and ids, or null when the body is not an event we can read. */
function parseEvent(body: unknown): WebhookEvent | null {
  if (!body || typeof body !== 'object') return null;
  const { type, payment_id: paymentId, payout_id: payoutId } = body as Record<string, unknown>;
  if (typeof type !== 'string' || type.length === 0) return null;
  const id = (value: unknown) => (typeof value === 'string' && isProviderId(value) ? value : undefined);
  const event: WebhookEvent = { type, paymentId: id(paymentId), payoutId: id(payoutId) };
  if (type.startsWith('payment_') && !event.paymentId) return null;
  if (type.startsWith('payout_') && !event.payoutId) return null;
  return event;
}

/**
 * TrueLayer notifications, signed with an HMAC of the raw body. The body only says which payment or payout to
 * look at; the outcome is always read back from TrueLayer's API.
 */
export const trueLayerWebhook = defineSignedWebhook({
  provider: 'TrueLayer',
  secrets: [TRUELAYER_WEBHOOK_SECRET, TRUELAYER_CLIENT_SECRET],
  signatureHeader: 'X-TL-Signature',
  verify: verifyWebhook,
  parse: parseEvent,
  handle: async (event) => {
    if (event.paymentId && event.type.startsWith('payment_')) {
      const outcome = await syncBankDeposit(event.paymentId);
      logger.info('TrueLayer payment event', { type: event.type, paymentId: event.paymentId, outcome });
    } else if (event.payoutId && event.type.startsWith('payout_')) {
      await finalizeTrueLayerPayout(event.payoutId);
    }
  },
});
