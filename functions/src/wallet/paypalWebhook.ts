import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { PAYPAL_CLIENT_SECRET, verifyWebhookSignature } from '../clients/paypal';
import { isProviderId } from './depositGate';
import { finalizePaypalPayout } from './payoutStatus';

/** The payout batch a payouts event is about, or null for any other event. */
function payoutBatchId(event: unknown): string | null {
  if (!event || typeof event !== 'object') return null;
  const { event_type: type, resource } = event as { event_type?: unknown; resource?: Record<string, unknown> };
  if (typeof type !== 'string' || !resource || typeof resource !== 'object') return null;
  let id: unknown = null;
  if (type.startsWith('PAYMENT.PAYOUTSBATCH.')) id = (resource.batch_header as Record<string, unknown> | undefined)?.payout_batch_id;
  else if (type.startsWith('PAYMENT.PAYOUTS-ITEM.')) id = resource.payout_batch_id;
  return typeof id === 'string' && isProviderId(id) ? id : null;
}

/** The first value of each header (the client looks names up whatever their case). */
function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

/**
 * PayPal notifications. Each delivery is verified with PayPal before anything is read from it, and then only
 * names the payout batch to look at: its state is fetched from PayPal. A 5xx answer makes PayPal deliver again.
 */
export const paypalWebhook = onRequest({ secrets: [PAYPAL_CLIENT_SECRET] }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  const event: unknown = request.body;
  let verified: boolean;
  try {
    verified = await verifyWebhookSignature(headersOf(request.headers), event);
  } catch (error) {
    logger.error('PayPal webhook verification could not be completed', { error: String(error) });
    response.status(500).send('Verification unavailable');
    return;
  }
  if (!verified) {
    response.status(401).send('Invalid signature');
    return;
  }
  const batchId = payoutBatchId(event);
  try {
    if (batchId) await finalizePaypalPayout(batchId);
    response.status(200).json({ received: true });
  } catch (error) {
    logger.error('PayPal webhook processing failed', { batchId, error: String(error) });
    response.status(500).send('Processing failed');
  }
});
