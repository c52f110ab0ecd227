import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';

/** A delivery as its signature check sees it; nothing in it has been parsed yet. */
export interface SignedDelivery {
  rawBody: string;
  /** The value of the signature header. */
  signature: string | undefined;
  /** The request path as the function sees it (`/` for the function's own URL). */
  path: string;
  /** Every header, names lower-cased, first value of repeated ones. */
  headers: Record<string, string>;
}

interface SignedWebhookOptions<E> {
  /** Who sends it, for the logs. */
  provider: string;
  secrets: SecretParam[];
  /** The header carrying the signature over the raw body. */
  signatureHeader: string;
  /**
   * Whether the provider signed this delivery. A throw means the check could not be made (e.g. the provider's keys
   * could not be read): the answer is 500, so the provider delivers it again.
   */
  verify: (delivery: SignedDelivery) => boolean | Promise<boolean>;
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

function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) headers[name.toLowerCase()] = first;
  }
  return headers;
}

/**
 * A provider webhook signed over its raw body: anything but a POST with a valid signature is refused before the
 * body is read (405, 401), an unreadable event is refused (400), and only then is it handled.
 */
export function defineSignedWebhook<E>(options: SignedWebhookOptions<E>) {
  const { provider } = options;
  return onRequest({ secrets: options.secrets }, async (request, response) => {
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).send('Method Not Allowed');
      return;
    }
    const rawBody = request.rawBody?.toString('utf8') ?? '';
    let verified: boolean;
    try {
      verified = await options.verify({
        rawBody,
        signature: request.get(options.signatureHeader),
        path: request.path,
        headers: headersOf(request.headers),
      });
    } catch (error) {
      logger.error(`${provider} webhook signature could not be checked`, { error: String(error) });
      response.status(500).send('Verification unavailable');
      return;
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
