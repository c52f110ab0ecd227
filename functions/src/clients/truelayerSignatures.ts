import { logger } from 'firebase-functions';
import { defineSecret, defineString } from 'firebase-functions/params';
import { extractJku, extractKid, sign, verify, type HttpMethod } from 'truelayer-signing';

/**
 * TrueLayer's `Tl-Signature` (a detached ES512 JWS, made and checked with TrueLayer's truelayer-signing library):
 * ours on the payments and payouts we create, signed with the merchant's EC P-521 key whose public half is
 * registered in TrueLayer's console; and TrueLayer's on its webhooks, checked against the JWKS its `jku` names.
 */
export const TRUELAYER_SIGNING_KEY_ID = defineString('TRUELAYER_SIGNING_KEY_ID');
/** The merchant's EC P-521 private key, PEM. */
export const TRUELAYER_SIGNING_PRIVATE_KEY = defineSecret('TRUELAYER_SIGNING_PRIVATE_KEY');
/**
 * The path of the webhook URL registered with TrueLayer, which is what TrueLayer signs. The function cannot see it
 * itself: Cloud Functions (and the emulator) hand it the request with its own path stripped to `/`.
 */
export const TRUELAYER_WEBHOOK_PATH = defineString('TRUELAYER_WEBHOOK_PATH', { default: '/trueLayerWebhook' });
/** One more JWKS URL trusted for webhooks: the repo's sandbox, for local use. Honoured only on a loopback host. */
export const TRUELAYER_LOCAL_JWKS_URL = defineString('TRUELAYER_LOCAL_JWKS_URL', { default: '' });

/** TrueLayer's own webhook signing keys, production and sandbox: the only `jku` values trusted anywhere. */
export const TRUELAYER_JWKS_URLS: readonly string[] = [
  'https://webhooks.truelayer.com/.well-known/jwks',
  'https://webhooks.truelayer-sandbox.com/.well-known/jwks',
];

const JWKS_TIMEOUT_MS = 10_000;
/** How long a fetched key is trusted before its JWKS is read again. */
const JWKS_CACHE_MS = 60 * 60_000;
/** An unknown kid makes us read the JWKS again (TrueLayer may have rotated its keys), but not more often than this. */
const JWKS_REFETCH_MS = 60_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface SignableRequest {
  method: string;
  /** The URL's path exactly as sent. */
  path: string;
  /** The headers the signature covers (TrueLayer requires `Idempotency-Key`). */
  headers: Record<string, string>;
  /** The body exactly as sent. */
  body: string;
}

/** The `Tl-Signature` header value for a request we send to TrueLayer. */
export function signRequest(request: SignableRequest): string {
  return sign({
    kid: TRUELAYER_SIGNING_KEY_ID.value(),
    privateKeyPem: TRUELAYER_SIGNING_PRIVATE_KEY.value(),
    method: request.method.toUpperCase() as HttpMethod,
    path: request.path,
    headers: request.headers,
    body: request.body,
  });
}

export interface WebhookDelivery {
  signature: string | undefined;
  /** The path the webhook was delivered to, as TrueLayer signed it. */
  path: string;
  /** Every header of the delivery; the signature names the ones it covers. */
  headers: Record<string, string>;
  rawBody: string;
}

/** The path TrueLayer delivered to, given the path the function saw (see TRUELAYER_WEBHOOK_PATH). */
export function deliveredWebhookPath(functionPath: string): string {
  const base = TRUELAYER_WEBHOOK_PATH.value().replace(/\/+$/, '');
  if (functionPath === '/' || functionPath === '') return base || '/';
  return `${base}${functionPath}`;
}

function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export function trustedJwksUrls(): readonly string[] {
  const local = TRUELAYER_LOCAL_JWKS_URL.value();
  if (!local) return TRUELAYER_JWKS_URLS;
  if (!isLoopbackUrl(local)) {
    logger.warn('TRUELAYER_LOCAL_JWKS_URL is not a loopback URL and is ignored', { local });
    return TRUELAYER_JWKS_URLS;
  }
  return [...TRUELAYER_JWKS_URLS, local];
}

/** Each key as a one-key JWKS (what the library verifies with), by jku and kid. */
const keyCache = new Map<string, { jwks: string; expiresAt: number }>();
const lastFetchedAt = new Map<string, number>();
const cacheKey = (jku: string, kid: string) => `${jku} ${kid}`;

/** Reads the JWKS at `jku` into the cache; throws when it cannot be read (the webhook is then delivered again). */
async function fetchJwks(jku: string): Promise<void> {
  lastFetchedAt.set(jku, Date.now());
  const response = await fetch(jku, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`TrueLayer JWKS ${jku} answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error(`TrueLayer JWKS ${jku} has no keys`);
  const expiresAt = Date.now() + JWKS_CACHE_MS;
  for (const key of body.keys as Array<Record<string, unknown>>) {
    if (typeof key?.kid === 'string') keyCache.set(cacheKey(jku, key.kid), { jwks: JSON.stringify({ keys: [key] }), expiresAt });
  }
}

/** The key `kid` from the JWKS at `jku`, or null when that JWKS does not have it. */
async function webhookKey(jku: string, kid: string): Promise<string | null> {
  const cached = keyCache.get(cacheKey(jku, kid));
  if (cached && cached.expiresAt > Date.now()) return cached.jwks;
  const fetchedAt = lastFetchedAt.get(jku);
  if (!cached && fetchedAt !== undefined && Date.now() - fetchedAt < JWKS_REFETCH_MS) return null;
  await fetchJwks(jku);
  const fresh = keyCache.get(cacheKey(jku, kid));
  return fresh && fresh.expiresAt > Date.now() ? fresh.jwks : null;
}

function signatureKeyIds(signature: string): { jku: string; kid: string } | null {
  try {
    const jku = extractJku(signature);
    const kid = extractKid(signature);
    return typeof jku === 'string' && typeof kid === 'string' && kid ? { jku, kid } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a webhook carries TrueLayer's signature over its method, path, signed headers and raw body, made with a
 * key from one of the trusted JWKS URLs. Throws only when a trusted JWKS cannot be read.
 */
export async function verifyWebhook(delivery: WebhookDelivery): Promise<boolean> {
  if (!delivery.signature) return false;
  const ids = signatureKeyIds(delivery.signature);
  if (!ids || !trustedJwksUrls().includes(ids.jku)) return false;
  const jwks = await webhookKey(ids.jku, ids.kid);
  if (!jwks) return false;
  try {
    verify({
      jwks,
      signature: delivery.signature,
      method: 'POST' as HttpMethod,
      path: delivery.path,
      headers: delivery.headers,
      body: delivery.rawBody,
    });
    return true;
  } catch {
    return false;
  }
}
