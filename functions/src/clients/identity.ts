import { createHmac, timingSafeEqual } from 'node:crypto';
import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * The identity-verification provider (Persona's inquiries API), reached through a configurable base URL (the
 * sandbox server locally): `{base}/api/v1/inquiries` for the API and `{base}/verify` for the hosted check the web
 * app embeds. Webhooks are signed `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export const IDENTITY_API_URL = defineString('IDENTITY_API_URL', { default: 'https://withpersona.com' });
export const IDENTITY_API_KEY = defineSecret('IDENTITY_API_KEY');
export const IDENTITY_WEBHOOK_SECRET = defineSecret('IDENTITY_WEBHOOK_SECRET');

const TIMEOUT_MS = 10_000;
const API_VERSION = '2023-01-05';
/** A signature older (or further ahead) than this is refused, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * created and pending: the user has not finished; completed: finished, waiting for the decision; approved,
 * declined: decided. The provider has more (failed, expired, needs_review); they arrive as they are.
 */
export type InquiryStatus = 'created' | 'pending' | 'completed' | 'approved' | 'declined' | (string & {});

export interface Inquiry {
  id: string;
  status: InquiryStatus;
  /** Our uid, given when the inquiry was created. */
  referenceId: string | null;
  name: string;
  /** YYYY-MM-DD, as the user entered it. */
  birthdate: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
}

interface InquiryBody {
  data?: { id?: string; attributes?: Record<string, unknown> };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function request(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${IDENTITY_API_URL.value()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${IDENTITY_API_KEY.value()}`,
      accept: 'application/json',
      'persona-version': API_VERSION,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

function inquiryFrom(body: InquiryBody): Inquiry {
  const id = body.data?.id;
  const attributes = body.data?.attributes ?? {};
  const status = text(attributes.status);
  if (!id || !status) throw new Error('Identity provider returned an inquiry without an id or status');
  return {
    id,
    status,
    referenceId: text(attributes['reference-id']),
    name: [text(attributes['name-first']), text(attributes['name-last'])].filter(Boolean).join(' '),
    birthdate: text(attributes.birthdate),
    countryCode: text(attributes['address-country-code'])?.toUpperCase() ?? null,
  };
}

/** Starts an inquiry for user `uid`. */
export async function createInquiry(uid: string): Promise<Inquiry> {
  const response = await request('/inquiries', { method: 'POST', body: { data: { attributes: { 'reference-id': uid } } } });
  if (!response.ok) throw new Error(`Identity provider inquiries endpoint answered ${response.status}`);
  return inquiryFrom((await response.json()) as InquiryBody);
}

/** The inquiry as the provider records it, or null when the provider does not know the id. */
export async function readInquiry(inquiryId: string): Promise<Inquiry | null> {
  const response = await request(`/inquiries/${encodeURIComponent(inquiryId)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Identity provider inquiry ${inquiryId}: ${response.status}`);
  return inquiryFrom((await response.json()) as InquiryBody);
}

/** The provider's hosted check for an inquiry, to embed in an iframe. */
export function hostedCheckUrl(inquiryId: string): string {
  return `${IDENTITY_API_URL.value()}/verify?${new URLSearchParams({ 'inquiry-id': inquiryId }).toString()}`;
}

/**
 * Whether `header` signs `rawBody` with the webhook secret at a time within SIGNATURE_TOLERANCE_MS of `now`.
 * Several v1 values may be present while the provider rotates secrets; one match is enough.
 */
export function verifySignature(header: string | undefined, rawBody: string, now = Date.now()): boolean {
  if (!header) return false;
  const parts = header.split(/[,\s]+/).map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)).map(([, value]) => value!);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', IDENTITY_WEBHOOK_SECRET.value()).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  return signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature, 'hex')));
}
