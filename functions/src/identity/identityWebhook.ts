import { logger } from 'firebase-functions';
import { IDENTITY_API_KEY, IDENTITY_WEBHOOK_SECRET, readInquiry, verifySignature } from '../clients/identity';
import { defineSignedWebhook } from '../core/signedWebhook';
import { applyInquiry } from './applyInquiry';

const INQUIRY_ID = /^inq_[A-Za-z0-9_-]{1,120}$/;

/** The inquiry id an event is about, or null when the body is not an inquiry event we can read. */
function inquiryIdOf(body: unknown): string | null {
  const event = (body as { data?: { attributes?: { name?: unknown; payload?: { data?: { type?: unknown; id?: unknown } } } } } | null)?.data;
  const name = event?.attributes?.name;
  const inquiry = event?.attributes?.payload?.data;
  if (typeof name !== 'string' || !name.startsWith('inquiry.') || inquiry?.type !== 'inquiry') return null;
  return typeof inquiry.id === 'string' && INQUIRY_ID.test(inquiry.id) ? inquiry.id : null;
}

/**
 * Identity provider events, signed with an HMAC of the timestamp and raw body. The body only says which inquiry
 * to look at; its outcome and owner are read back from the provider.
 */
export const identityWebhook = defineSignedWebhook({
  provider: 'Identity',
  secrets: [IDENTITY_WEBHOOK_SECRET, IDENTITY_API_KEY],
  signatureHeader: 'Identity-Signature',
  verify: ({ rawBody, signature }) => verifySignature(signature, rawBody),
  parse: inquiryIdOf,
  handle: async (inquiryId) => {
    const inquiry = await readInquiry(inquiryId);
    const result = inquiry ? await applyInquiry(inquiry) : 'unknown_inquiry';
    logger.info('Identity inquiry event', { inquiryId, result });
  },
});
