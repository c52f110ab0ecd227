import { defineSecret, defineString } from 'firebase-functions/params';
import { bearerApi } from './bearerApi';

/**
 * PayPal REST (Orders v2, Payouts v1, webhook verification), reached through a configurable base URL (the
 * sandbox server locally). Amounts cross this module as integer cents; PayPal's decimal strings stay inside it.
 */
export const PAYPAL_API_URL = defineString('PAYPAL_API_URL', { default: 'https://api-m.paypal.com' });
export const PAYPAL_CLIENT_ID = defineString('PAYPAL_CLIENT_ID');
export const PAYPAL_WEBHOOK_ID = defineString('PAYPAL_WEBHOOK_ID');
export const PAYPAL_CLIENT_SECRET = defineSecret('PAYPAL_CLIENT_SECRET');

export type PaypalOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface PaypalOrder {
  id: string;
  status: PaypalOrderStatus;
  /** purchase_units[0].custom_id */
  customId: string | null;
  /** purchase_units[0].amount, in cents */
  amountCents: number;
  currency: string;
  /** Status of the first capture, when the order was captured. */
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | null;
  payerEmail: string | null;
}

export type PaypalPayoutStatus = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'DENIED' | 'CANCELED';

/** PayPal refused the payout request outright (4xx): nothing was sent. */
export class PaypalPayoutRejectedError extends Error {
  constructor(
    message = 'PayPal refused the payout',
    /** PayPal's error name or issue, e.g. INSUFFICIENT_FUNDS or DUPLICATE_SENDER_BATCH_ID. */
    readonly issue: string | null = null,
  ) {
    super(message);
    this.name = 'PaypalPayoutRejectedError';
  }
}

function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`Not a positive amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function valueToCents(value: unknown): number {
  const match = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value) : null;
  if (!match) throw new Error(`PayPal returned an amount that is not a decimal: ${String(value)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Calls PayPal with a bearer token from the client-credentials grant. */
const paypalFetch = bearerApi({
  name: 'PayPal',
  apiUrl: () => PAYPAL_API_URL.value(),
  tokenCacheKey: () => `${PAYPAL_API_URL.value()}|${PAYPAL_CLIENT_ID.value()}`,
  requestToken: (signal) =>
    fetch(`${PAYPAL_API_URL.value()}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID.value()}:${PAYPAL_CLIENT_SECRET.value()}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
      signal,
    }),
});

/** PayPal's error name and first issue, from an error response. */
async function errorIssue(response: Response): Promise<{ name: string | null; issue: string | null }> {
  const body = (await response.json().catch(() => ({}))) as { name?: string; details?: Array<{ issue?: string }> };
  return { name: body.name ?? null, issue: body.details?.[0]?.issue ?? null };
}

interface OrderBody {
  id: string;
  status: PaypalOrderStatus;
  purchase_units?: Array<{
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    payments?: { captures?: Array<{ status?: PaypalOrder['captureStatus'] }> };
  }>;
  payer?: { email_address?: string };
}

/** The order as PayPal records it, or null when PayPal does not know the id. */
export async function getOrder(orderId: string): Promise<PaypalOrder | null> {
  const response = await paypalFetch(`/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`PayPal orders endpoint answered ${response.status}`);
  const order = (await response.json()) as OrderBody;
  const unit = order.purchase_units?.[0];
  return {
    id: order.id,
    status: order.status,
    customId: unit?.custom_id ?? null,
    amountCents: valueToCents(unit?.amount?.value),
    currency: unit?.amount?.currency_code ?? '',
    captureStatus: unit?.payments?.captures?.[0]?.status ?? null,
    payerEmail: order.payer?.email_address ?? null,
  };
}

/** Sends one payout item; `senderBatchId` makes PayPal refuse a duplicate of the same request. */
export async function createPayout(input: {
  senderBatchId: string;
  email: string;
  amountCents: number;
  note: string;
}): Promise<{ batchId: string; status: PaypalPayoutStatus }> {
  const response = await paypalFetch('/v1/payments/payouts', {
    method: 'POST',
    body: {
      sender_batch_header: { sender_batch_id: input.senderBatchId, email_subject: 'You have a payout from Clutchpot' },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: centsToValue(input.amountCents), currency: 'USD' },
          receiver: input.email,
          note: input.note,
          sender_item_id: input.senderBatchId,
        },
      ],
    },
  });
  if (response.status >= 400 && response.status < 500) {
    const { name, issue } = await errorIssue(response);
    throw new PaypalPayoutRejectedError(`PayPal refused the payout (${response.status} ${issue ?? name ?? ''})`, issue ?? name);
  }
  if (!response.ok) throw new Error(`PayPal payouts endpoint answered ${response.status}`);
  const body = (await response.json()) as { batch_header?: { payout_batch_id?: string; batch_status?: PaypalPayoutStatus } };
  const batchId = body.batch_header?.payout_batch_id;
  if (!batchId || !body.batch_header?.batch_status) throw new Error('PayPal payout response has no batch header');
  return { batchId, status: body.batch_header.batch_status };
}

export async function getPayoutBatch(batchId: string): Promise<{ batchId: string; senderBatchId: string; status: PaypalPayoutStatus }> {
  const response = await paypalFetch(`/v1/payments/payouts/${encodeURIComponent(batchId)}`);
  if (!response.ok) throw new Error(`PayPal payout batch ${batchId}: ${response.status}`);
  const body = (await response.json()) as {
    batch_header?: { payout_batch_id?: string; batch_status?: PaypalPayoutStatus; sender_batch_header?: { sender_batch_id?: string } };
  };
  const header = body.batch_header;
  if (!header?.payout_batch_id || !header.batch_status) throw new Error('PayPal payout batch has no batch header');
  return {
    batchId: header.payout_batch_id,
    senderBatchId: header.sender_batch_header?.sender_batch_id ?? '',
    status: header.batch_status,
  };
}

function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature). */
export async function verifyWebhookSignature(headers: Record<string, string | undefined>, event: unknown): Promise<boolean> {
  const fields = {
    auth_algo: header(headers, 'paypal-auth-algo'),
    cert_url: header(headers, 'paypal-cert-url'),
    transmission_id: header(headers, 'paypal-transmission-id'),
    transmission_sig: header(headers, 'paypal-transmission-sig'),
    transmission_time: header(headers, 'paypal-transmission-time'),
  };
  if (Object.values(fields).some((value) => !value) || typeof event !== 'object' || event === null || Array.isArray(event)) return false;
  const response = await paypalFetch('/v1/notifications/verify-webhook-signature', {
    method: 'POST',
    body: { ...fields, webhook_id: PAYPAL_WEBHOOK_ID.value(), webhook_event: event },
  });
  if (!response.ok) throw new Error(`PayPal webhook verification answered ${response.status}`);
  const body = (await response.json()) as { verification_status?: string };
  return body.verification_status === 'SUCCESS';
}
