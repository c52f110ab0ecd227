import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SANDBOX_PORT } from '../lib/stackConfig';
import { bearerToken, isRecord, json, later, providerDelay, type Routes, type SandboxResponse } from './http';
import { paypalCheckoutPage } from './pages';
import { functionUrl, sendWebhook } from './webhooks';
import { PAYPAL_ORDER_DESCRIPTION } from '../../functions/src/shared/wallet/constants';

/**
 * The subset of PayPal REST that Clutchpot uses, in PayPal's own JSON shapes: OAuth client credentials, Orders v2
 * (created and approved from the browser, read by the server), Payouts v1 and webhook signature verification.
 */
export const PAYPAL_CLIENT_ID = 'clutchpot-sandbox-paypal';
export const PAYPAL_CLIENT_SECRET = 'sandbox-paypal-secret';
export const PAYPAL_WEBHOOK_ID = 'sandbox-webhook';

type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';
type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED';
type BatchStatus = 'PENDING' | 'SUCCESS' | 'DENIED';
export type PaypalPayoutOutcome = 'success' | 'denied' | 'reject' | 'hold';

interface Amount {
  currency_code: string;
  value: string;
}

interface Order {
  id: string;
  status: OrderStatus;
  unit: { description?: string; custom_id?: string; amount: Amount };
  payerEmail: string | null;
  capture: { id: string; status: CaptureStatus; create_time: string } | null;
  createTime: string;
}

interface PayoutBatch {
  id: string;
  status: BatchStatus;
  senderBatchHeader: { sender_batch_id: string; email_subject?: string };
  items: Array<{ payout_item_id: string; transaction_status: string; payout_item: Record<string, unknown> }>;
  timeCreated: string;
}

interface Transmission {
  time: string;
  sig: string;
  certUrl: string;
  authAlgo: string;
  event: string;
}

const TOKEN_LIFETIME_S = 32_400;
const PAYOUT_SETTLE_MS = 250;
const SIGNING_KEY = randomBytes(32);
const tokens = new Map<string, number>();
const orders = new Map<string, Order>();
const batches = new Map<string, PayoutBatch>();
const senderBatchIds = new Set<string>();
const transmissions = new Map<string, Transmission>();
let payoutBehaviour: PaypalPayoutOutcome | null = null;

function paypalId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function error(status: number, name: string, issue?: string, description?: string): SandboxResponse {
  const body: Record<string, unknown> = { name, message: description ?? name, debug_id: paypalId(13).toLowerCase() };
  if (issue) body.details = [{ issue, ...(description ? { description } : {}) }];
  return json(status, body);
}

const notFound = () => error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
const invalid = (issue: string, description: string) => error(400, 'INVALID_REQUEST', issue, description);

function authorized(headers: Parameters<typeof bearerToken>[0]): boolean {
  const expiresAt = tokens.get(bearerToken(headers));
  return expiresAt !== undefined && expiresAt > Date.now();
}

const unauthorized = () => json(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

function isDecimalAmount(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,10}(\.\d{2})?$/.test(value) && Number(value) > 0;
}

function centsToValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

function isEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

function orderJson(order: Order): Record<string, unknown> {
  const unit: Record<string, unknown> = { reference_id: 'default', ...order.unit, payee: { merchant_id: 'CLUTCHPOTSANDBOX' } };
  if (order.capture) {
    unit.payments = { captures: [{ ...order.capture, amount: order.unit.amount, final_capture: true }] };
  }
  const body: Record<string, unknown> = {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [unit],
    create_time: order.createTime,
  };
  if (order.payerEmail) body.payer = { email_address: order.payerEmail, payer_id: paypalId(13) };
  return body;
}

function newOrder(unit: Order['unit'], status: OrderStatus, payerEmail: string | null, captureStatus: CaptureStatus): Order {
  const now = new Date().toISOString();
  const order: Order = {
    id: paypalId(17),
    status,
    unit,
    payerEmail,
    capture: status === 'COMPLETED' ? { id: paypalId(17), status: captureStatus, create_time: now } : null,
    createTime: now,
  };
  orders.set(order.id, order);
  return order;
}

function createOrder(body: Record<string, unknown>): SandboxResponse {
  const unit = Array.isArray(body.purchase_units) ? (body.purchase_units[0] as unknown) : undefined;
  if (body.intent !== 'CAPTURE') return invalid('INVALID_PARAMETER_VALUE', 'intent must be CAPTURE');
  if (!isRecord(unit) || (body.purchase_units as unknown[]).length !== 1) {
    return invalid('INVALID_PARAMETER_VALUE', 'Exactly one purchase unit is supported');
  }
  const amount = unit.amount;
  if (!isRecord(amount) || typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) {
    return invalid('INVALID_CURRENCY_CODE', 'amount.currency_code must be a currency code');
  }
  if (!isDecimalAmount(amount.value)) return invalid('INVALID_PARAMETER_VALUE', 'amount.value must be a positive decimal');
  for (const field of ['custom_id', 'description'] as const) {
    const value = unit[field];
    if (value !== undefined && (typeof value !== 'string' || value.length > 127)) {
      return invalid('INVALID_STRING_LENGTH', `${field} must be a string of at most 127 characters`);
    }
  }
  const order = newOrder(
    {
      ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
      ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
      amount: { currency_code: amount.currency_code, value: amount.value },
    },
    'CREATED',
    null,
    'COMPLETED',
  );
  return json(201, { id: order.id, status: order.status });
}

function captureOrder(id: string): SandboxResponse {
  const order = orders.get(id);
  if (!order) return notFound();
  if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
  if (order.status !== 'APPROVED') {
    return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
  }
  order.status = 'COMPLETED';
  order.capture = { id: paypalId(17), status: 'COMPLETED', create_time: new Date().toISOString() };
  return json(200, orderJson(order));
}

function approveOrder(body: Record<string, unknown>): SandboxResponse {
  const order = orders.get(String(body.token ?? ''));
  if (!order) return notFound();
  if (!isEmail(body.email)) return invalid('INVALID_PARAMETER_VALUE', 'Enter a valid email address');
  if (order.status !== 'CREATED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_APPROVED', 'Order is already approved.');
  order.status = 'APPROVED';
  order.payerEmail = body.email;
  return json(200, { id: order.id, status: order.status });
}

function outcomeFor(receiver: string): PaypalPayoutOutcome {
  const local = receiver.split('@')[0]?.split('+')[0]?.toLowerCase();
  if (local === 'deny') return 'denied';
  if (local === 'reject' || local === 'hold') return local;
  return payoutBehaviour ?? 'success';
}

function batchHeader(batch: PayoutBatch): Record<string, unknown> {
  return {
    payout_batch_id: batch.id,
    batch_status: batch.status,
    time_created: batch.timeCreated,
    sender_batch_header: batch.senderBatchHeader,
  };
}

function signedHeaders(rawBody: string): Record<string, string> {
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  const digest = createHash('sha256').update(rawBody).digest('hex');
  const sig = createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${time}|${PAYPAL_WEBHOOK_ID}|${digest}`).digest('base64');
  const certUrl = `http://127.0.0.1:${SANDBOX_PORT}/paypal/v1/notifications/certs/CERT-sandbox`;
  transmissions.set(transmissionId, { time, sig, certUrl, authAlgo: 'SHA256withRSA', event: canonicalJson(JSON.parse(rawBody)) });
  return {
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': sig,
    'paypal-cert-url': certUrl,
    'paypal-auth-algo': 'SHA256withRSA',
  };
}

function finishPayout(batch: PayoutBatch, status: 'SUCCESS' | 'DENIED'): void {
  if (batch.status !== 'PENDING') return;
  batch.status = status;
  for (const item of batch.items) item.transaction_status = status === 'SUCCESS' ? 'SUCCESS' : 'FAILED';
  sendPayoutWebhook(batch, status);
}

/** The signed webhook saying the batch ended with `status` (whatever the batch's own status now is). */
function sendPayoutWebhook(batch: PayoutBatch, status: 'SUCCESS' | 'DENIED'): void {
  const eventType = status === 'SUCCESS' ? 'PAYMENT.PAYOUTSBATCH.SUCCESS' : 'PAYMENT.PAYOUTSBATCH.DENIED';
  const rawBody = JSON.stringify({
    id: `WH-${paypalId(17)}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'payouts',
    event_type: eventType,
    summary: status === 'SUCCESS' ? 'Payouts batch completed successfully.' : 'Payouts batch got denied.',
    resource: { batch_header: batchHeader(batch), links: [] },
  });
  sendWebhook({ target: functionUrl('paypalWebhook'), type: eventType, headers: signedHeaders(rawBody), rawBody });
}

function createPayout(body: Record<string, unknown>): SandboxResponse {
  const header = body.sender_batch_header;
  const items = Array.isArray(body.items) ? (body.items as unknown[]) : [];
  if (!isRecord(header) || typeof header.sender_batch_id !== 'string' || !header.sender_batch_id) {
    return error(400, 'VALIDATION_ERROR', 'REQUIRED_FIELD_MISSING', 'sender_batch_header.sender_batch_id is required');
  }
  if (items.length === 0) return error(400, 'VALIDATION_ERROR', 'REQUIRED_FIELD_MISSING', 'items is required');
  for (const item of items) {
    if (!isRecord(item) || !isRecord(item.amount) || !isDecimalAmount(item.amount.value) || item.amount.currency !== 'USD') {
      return error(400, 'VALIDATION_ERROR', 'INVALID_AMOUNT', 'Each item needs a positive USD amount');
    }
    if (item.recipient_type !== 'EMAIL' || !isEmail(item.receiver)) {
      return error(400, 'VALIDATION_ERROR', 'RECEIVER_UNREGISTERED', 'Each item needs an EMAIL receiver');
    }
  }
  if (senderBatchIds.has(header.sender_batch_id)) {
    return error(400, 'USER_BUSINESS_ERROR', 'DUPLICATE_SENDER_BATCH_ID', 'Batch with given sender_batch_id already exists');
  }
  const outcome = outcomeFor(String((items[0] as Record<string, unknown>).receiver));
  if (outcome === 'reject') return error(422, 'INSUFFICIENT_FUNDS', undefined, 'Sender does not have sufficient funds.');
  senderBatchIds.add(header.sender_batch_id);
  const batch: PayoutBatch = {
    id: paypalId(13),
    status: 'PENDING',
    senderBatchHeader: {
      sender_batch_id: header.sender_batch_id,
      ...(typeof header.email_subject === 'string' ? { email_subject: header.email_subject } : {}),
    },
    items: items.map((item) => ({ payout_item_id: paypalId(13), transaction_status: 'PENDING', payout_item: item as Record<string, unknown> })),
    timeCreated: new Date().toISOString(),
  };
  batches.set(batch.id, batch);
  if (outcome !== 'hold') later(providerDelay(PAYOUT_SETTLE_MS), () => finishPayout(batch, outcome === 'success' ? 'SUCCESS' : 'DENIED'));
  return json(201, {
    batch_header: { payout_batch_id: batch.id, batch_status: batch.status, sender_batch_header: batch.senderBatchHeader },
  });
}

/** JSON with object keys sorted, so that two equal events compare equal whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function verifySignature(body: Record<string, unknown>): SandboxResponse {
  const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
  for (const field of fields) {
    if (typeof body[field] !== 'string' || !body[field]) {
      return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `${field} is required`);
    }
  }
  if (!isRecord(body.webhook_event)) {
    return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'webhook_event is required');
  }
  const sent = transmissions.get(String(body.transmission_id));
  const genuine =
    body.webhook_id === PAYPAL_WEBHOOK_ID &&
    sent !== undefined &&
    sent.sig === body.transmission_sig &&
    sent.time === body.transmission_time &&
    sent.certUrl === body.cert_url &&
    sent.authAlgo === body.auth_algo &&
    sent.event === canonicalJson(body.webhook_event);
  return json(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
}

function issueToken(authorization: string | undefined, body: Record<string, unknown>): SandboxResponse {
  const encoded = /^Basic (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  if (Buffer.from(encoded, 'base64').toString('utf8') !== `${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`) {
    return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
  }
  if (body.grant_type !== 'client_credentials') {
    return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' });
  }
  const token = `A21AA${randomBytes(24).toString('base64url')}`;
  tokens.set(token, Date.now() + TOKEN_LIFETIME_S * 1000);
  return json(200, {
    scope: 'https://uri.paypal.com/services/payments/payouts',
    access_token: token,
    token_type: 'Bearer',
    app_id: 'APP-SANDBOX',
    expires_in: TOKEN_LIFETIME_S,
    nonce: randomUUID(),
  });
}

const withClientId = (query: URLSearchParams) => query.get('client-id') === PAYPAL_CLIENT_ID;
const badClientId = () => json(401, { error: 'invalid_client', error_description: 'Unknown client-id' });

export const paypalRoutes: Routes = {
  'POST /paypal/v1/oauth2/token': ({ headers, body }) => issueToken(headers.authorization, body),
  'GET /paypal/v2/checkout/orders/:id': ({ headers, params }) => {
    if (!authorized(headers)) return unauthorized();
    const order = orders.get(params.id ?? '');
    return order ? json(200, orderJson(order)) : notFound();
  },
  'POST /paypal/sdk/orders': ({ query, body }) => (withClientId(query) ? createOrder(body) : badClientId()),
  'POST /paypal/sdk/orders/:id/capture': ({ query, params }) => (withClientId(query) ? captureOrder(params.id ?? '') : badClientId()),
  'GET /paypal/checkout': ({ query }) => {
    const order = orders.get(query.get('token') ?? '');
    return {
      status: order ? 200 : 404,
      html: paypalCheckoutPage({
        orderId: order?.id ?? query.get('token') ?? '',
        known: order !== undefined,
        approvable: order?.status === 'CREATED',
        amountValue: order?.unit.amount.value ?? '0',
        currency: order?.unit.amount.currency_code ?? 'USD',
        description: order?.unit.description ?? '',
        origin: query.get('origin') ?? '',
      }),
    };
  },
  'POST /paypal/checkout/approve': ({ body }) => approveOrder(body),
  'POST /paypal/v1/payments/payouts': ({ headers, body }) => (authorized(headers) ? createPayout(body) : unauthorized()),
  'GET /paypal/v1/payments/payouts/:id': ({ headers, params }) => {
    if (!authorized(headers)) return unauthorized();
    const batch = batches.get(params.id ?? '');
    if (!batch) return notFound();
    return json(200, {
      batch_header: batchHeader(batch),
      items: batch.items.map((item) => ({ ...item, payout_batch_id: batch.id })),
    });
  },
  'POST /paypal/v1/notifications/verify-webhook-signature': ({ headers, body }) =>
    authorized(headers) ? verifySignature(body) : unauthorized(),
};

const ORDER_STATUSES: readonly string[] = ['CREATED', 'APPROVED', 'COMPLETED'];
const CAPTURE_STATUSES: readonly string[] = ['COMPLETED', 'PENDING', 'DECLINED'];
const PAYOUT_OUTCOMES: readonly string[] = ['success', 'denied', 'reject', 'hold'];

/** Test controls, served under /__sandbox/paypal by control.ts. */
export const paypalControl = {
  createOrder(body: Record<string, unknown>): SandboxResponse {
    const { amountCents, customId, currency = 'USD', status, captureStatus = 'COMPLETED', payerEmail } = body;
    if (typeof amountCents !== 'number' || !Number.isInteger(amountCents) || amountCents <= 0) {
      return json(400, { error: 'amountCents must be a positive integer' });
    }
    if (typeof status !== 'string' || !ORDER_STATUSES.includes(status)) return json(400, { error: 'unknown status' });
    if (typeof captureStatus !== 'string' || !CAPTURE_STATUSES.includes(captureStatus)) {
      return json(400, { error: 'unknown captureStatus' });
    }
    if (customId !== undefined && typeof customId !== 'string') return json(400, { error: 'customId must be a string' });
    if (typeof currency !== 'string') return json(400, { error: 'currency must be a string' });
    const email = status === 'CREATED' ? null : typeof payerEmail === 'string' ? payerEmail : 'buyer@paypal.sandbox';
    const order = newOrder(
      {
        description: PAYPAL_ORDER_DESCRIPTION,
        ...(customId !== undefined ? { custom_id: customId } : {}),
        amount: { currency_code: currency, value: centsToValue(amountCents) },
      },
      status as OrderStatus,
      email,
      captureStatus as CaptureStatus,
    );
    return json(200, { id: order.id });
  },
  setPayoutBehaviour(body: Record<string, unknown>): SandboxResponse {
    if (typeof body.outcome !== 'string' || !PAYOUT_OUTCOMES.includes(body.outcome)) return json(400, { error: 'unknown outcome' });
    payoutBehaviour = body.outcome as PaypalPayoutOutcome;
    return json(200, { outcome: payoutBehaviour });
  },
  completePayout(batchId: string, body: Record<string, unknown>): SandboxResponse {
    const batch = batches.get(batchId);
    if (!batch) return notFound();
    if (body.status !== 'SUCCESS' && body.status !== 'DENIED') return json(400, { error: 'status must be SUCCESS or DENIED' });
    if (batch.status !== 'PENDING') return json(409, { error: `payout batch is already ${batch.status}` });
    finishPayout(batch, body.status);
    return json(200, { batch_header: batchHeader(batch) });
  },
  /**
   * A late or out-of-order delivery: a genuine, signed webhook saying the batch ended with `status`, sent whatever
   * the batch's real status is (the batch itself does not change; asked, PayPal still reports the truth).
   */
  sendPayoutWebhook(batchId: string, body: Record<string, unknown>): SandboxResponse {
    const batch = batches.get(batchId);
    if (!batch) return notFound();
    if (body.status !== 'SUCCESS' && body.status !== 'DENIED') return json(400, { error: 'status must be SUCCESS or DENIED' });
    sendPayoutWebhook(batch, body.status);
    return json(200, { batch_header: batchHeader(batch) });
  },
  reset(): void {
    payoutBehaviour = null;
  },
};
