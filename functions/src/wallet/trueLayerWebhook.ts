import { logger } from 'firebase-functions';
import { TRUELAYER_CLIENT_SECRET } from '../clients/truelayer';
import { deliveredWebhookPath, verifyWebhook } from '../clients/truelayerSignatures';
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
 * TrueLayer notifications, carrying TrueLayer's Tl-Signature over the method, the path they were delivered to, the
 * headers it names and the raw body, made with a key from a trusted JWKS (truelayerSignatures.ts). The body only
 * says which payment or payout to look at; the outcome is always read back from TrueLayer's API, so a replayed
 * notification finds the payment already credited and changes nothing.
 */
export const trueLayerWebhook = defineSignedWebhook({
  provider: 'TrueLayer',
  secrets: [TRUELAYER_CLIENT_SECRET],
  signatureHeader: 'Tl-Signature',
  verify: ({ rawBody, signature, path, headers }) =>
    verifyWebhook({ rawBody, signature, path: deliveredWebhookPath(path), headers }),
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
