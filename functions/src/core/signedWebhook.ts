import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';

interface SignedWebhookOptions<E> {
  /** Who sends it, for the logs. */
  provider: string;
  secrets: SecretParam[];
  /** The header carrying the signature over the raw body. */
  signatureHeader: string;
  verify: (rawBody: string, signature: string | undefined) => boolean;
  /** The event in a parsed JSON body, or null when it is not one we can read. */
  parse: (body: unknown) => E | null;
  /** Acts on the event; a throw answers 5xx, which makes the provider deliver it again. */
  handle: (event: E) => Promise<void>;
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return null;
  }
}

/**
 * A provider webhook signed with an HMAC of its raw body: anything but a POST with a valid signature is refused
 * before the body is read (405, 401), an unreadable event is refused (400), and only then is it handled.
 */
export function defineSignedWebhook<E>(options: SignedWebhookOptions<E>) {
  const { provider } = options;
  return onRequest({ secrets: options.secrets }, async (request, response) => {
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).send('Method Not Allowed');
      return;
    }
    const rawBody = request.rawBody?.toString('utf8') ?? '';
    let verified = false;
    try {
      verified = options.verify(rawBody, request.get(options.signatureHeader));
    } catch (error) {
      logger.warn(`${provider} webhook signature check failed`, { error: String(error) });
    }
    if (!verified) {
      response.status(401).send('Invalid signature');
      return;
    }
    const event = options.parse(parseJson(rawBody));
    if (event === null) {
      response.status(400).send('Malformed event');
      return;
    }
    try {
      await options.handle(event);
      response.status(200).json({ received: true });
    } catch (error) {
      logger.error(`${provider} webhook processing failed`, { event, error: String(error) });
      response.status(500).send('Processing failed');
    }
  });
}
