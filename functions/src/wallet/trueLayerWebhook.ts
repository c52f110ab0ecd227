import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { TRUELAYER_CLIENT_SECRET, TRUELAYER_WEBHOOK_SECRET, verifyWebhook } from '../clients/truelayer';
import { syncBankDeposit } from './bankDeposit';
import { isProviderId } from './depositGate';
import { finalizeTrueLayerPayout } from './payoutStatus';

interface WebhookEvent {
  type: string;
  paymentId?: string;
  payoutId?: string;
}

/** The event's type and ids, or null when the body is not an event we can read. */
function parseEvent(rawBody: string): WebhookEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { type, payment_id: paymentId, payout_id: payoutId } = body as Record<string, unknown>;
  if (typeof type !== 'string' || type.length === 0) return null;
  const id = (value: unknown) => (typeof value === 'string' && isProviderId(value) ? value : undefined);
  const event: WebhookEvent = { type, paymentId: id(paymentId), payoutId: id(payoutId) };
  if (type.startsWith('payment_') && !event.paymentId) return null;
  if (type.startsWith('payout_') && !event.payoutId) return null;
  return event;
}

function signatureIsValid(rawBody: string, signature: string | undefined): boolean {
  try {
    return verifyWebhook(rawBody, signature);
  } catch (error) {
    logger.warn('TrueLayer webhook signature check failed', { error: String(error) });
    return false;
  }
}

/**
 * TrueLayer notifications, signed with an HMAC of the raw body. The body only says which payment or payout to
 * look at; the outcome is always read back from TrueLayer's API. A 5xx answer makes TrueLayer deliver again.
 */
export const trueLayerWebhook = onRequest({ secrets: [TRUELAYER_WEBHOOK_SECRET, TRUELAYER_CLIENT_SECRET] }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const rawBody = request.rawBody?.toString('utf8') ?? '';
  if (!signatureIsValid(rawBody, request.get('X-TL-Signature'))) {
    response.status(401).send('Invalid signature');
    return;
  }
  const event = parseEvent(rawBody);
  if (!event) {
    response.status(400).send('Malformed event');
    return;
  }
  try {
    if (event.paymentId && event.type.startsWith('payment_')) {
      const outcome = await syncBankDeposit(event.paymentId);
      logger.info('TrueLayer payment event', { type: event.type, paymentId: event.paymentId, outcome });
    } else if (event.payoutId && event.type.startsWith('payout_')) {
      await finalizeTrueLayerPayout(event.payoutId);
    }
    response.status(200).json({ received: true });
  } catch (error) {
    logger.error('TrueLayer webhook processing failed', { type: event.type, error: String(error) });
    response.status(500).send('Processing failed');
  }
});
