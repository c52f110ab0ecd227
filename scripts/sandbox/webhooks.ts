import { PROJECT_ID, REGION, emulatorAddress } from '../lib/stackConfig';
import { later } from './http';

/**
 * Webhook delivery to the Functions emulator: asynchronous (never inside the request that caused it), retried on
 * failure, and recorded so that tests can see what was sent.
 */
export interface WebhookDelivery {
  target: string;
  type: string;
  /**
   * HTTP status of the last attempt; 'pending' until it is final; 'unreachable' when nothing answered; 'discarded'
   * when it was held and dropped unsent.
   */
  status: number | 'pending' | 'unreachable' | 'discarded';
  attempts: number;
  at: string;
  headers: Record<string, string>;
  body: unknown;
}

const RETRY_DELAYS_MS = [250, 500, 1000];
const ATTEMPT_TIMEOUT_MS = 30_000;
const MAX_LOGGED = 1000;
const log: WebhookDelivery[] = [];
/** Deliveries queued while held (a test control), sent in order once released, or dropped. */
let held: Array<{ delivery: WebhookDelivery; send: () => void }> | null = null;

/**
 * The URL of a Cloud Function in the Functions emulator, or under CLUTCHPOT_SANDBOX_FUNCTIONS_URL when set (the long
 * money simulation serves the HTTP functions in its own process there, at the same paths: see
 * tests/simulation/inProcessHttpFunctions.ts).
 */
export function functionUrl(name: string): string {
  const base = process.env.CLUTCHPOT_SANDBOX_FUNCTIONS_URL;
  if (base) return `${base.replace(/\/+$/, '')}/${name}`;
  const { host, port } = emulatorAddress('functions');
  return `http://${host}:${port}/${PROJECT_ID}/${REGION}/${name}`;
}

export function deliveries(): WebhookDelivery[] {
  return log;
}

async function attempt(delivery: WebhookDelivery, rawBody: string): Promise<void> {
  delivery.attempts += 1;
  let status: WebhookDelivery['status'];
  try {
    const response = await fetch(delivery.target, {
      method: 'POST',
      headers: delivery.headers,
      body: rawBody,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 'unreachable';
  }
  const succeeded = typeof status === 'number' && status >= 200 && status < 300;
  const retryDelay = RETRY_DELAYS_MS[delivery.attempts - 1];
  if (succeeded || retryDelay === undefined) {
    delivery.status = status;
    if (!succeeded) console.warn(`[sandbox] webhook ${delivery.type} to ${delivery.target} failed: ${status}`);
    return;
  }
  later(retryDelay, () => attempt(delivery, rawBody));
}

/** Queues one webhook; `rawBody` is sent byte for byte (signatures are computed over it). */
export function sendWebhook(input: { target: string; type: string; headers: Record<string, string>; rawBody: string }): WebhookDelivery {
  const delivery: WebhookDelivery = {
    target: input.target,
    type: input.type,
    status: 'pending',
    attempts: 0,
    at: new Date().toISOString(),
    headers: { 'content-type': 'application/json', ...input.headers },
    body: JSON.parse(input.rawBody) as unknown,
  };
  log.push(delivery);
  if (log.length > MAX_LOGGED) log.splice(0, log.length - MAX_LOGGED);
  const send = () => later(0, () => attempt(delivery, input.rawBody));
  if (held) held.push({ delivery, send });
  else send();
  return delivery;
}

/**
 * Posts one webhook now and hands back the answer (for deliveries whose answer matters, such as an EventSub
 * verification challenge). Recorded like the others; not retried.
 */
export async function postOnce(input: { target: string; type: string; headers: Record<string, string>; rawBody: string }): Promise<{ status: number | 'unreachable'; body: string }> {
  const delivery: WebhookDelivery = {
    target: input.target,
    type: input.type,
    status: 'pending',
    attempts: 1,
    at: new Date().toISOString(),
    headers: { 'content-type': 'application/json', ...input.headers },
    body: JSON.parse(input.rawBody) as unknown,
  };
  log.push(delivery);
  if (log.length > MAX_LOGGED) log.splice(0, log.length - MAX_LOGGED);
  try {
    const response = await fetch(input.target, { method: 'POST', headers: delivery.headers, body: input.rawBody, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
    const body = await response.text();
    delivery.status = response.status;
    return { status: response.status, body };
  } catch {
    delivery.status = 'unreachable';
    return { status: 'unreachable', body: '' };
  }
}

/** Holds every webhook from now on (recorded as pending, not sent) until releaseWebhooks. */
export function holdWebhooks(): void {
  held ??= [];
}

/** Sends the held webhooks and stops holding; returns how many were held. */
export function releaseWebhooks(): number {
  const queued = held ?? [];
  held = null;
  for (const { send } of queued) send();
  return queued.length;
}

/**
 * Drops the held webhooks unsent and stops holding; returns how many were dropped. For tests of the provider APIs
 * themselves, whose webhooks only need recording, not handling.
 */
export function discardHeldWebhooks(): number {
  const queued = held ?? [];
  held = null;
  for (const { delivery } of queued) delivery.status = 'discarded';
  return queued.length;
}
