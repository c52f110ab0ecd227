import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { bearerToken, instantProviders, isRecord, json, later, providerDelay, selfOrigin, type Routes, type SandboxRequest, type SandboxResponse } from './http';
import { trueLayerBankPage, trueLayerHostedPage } from './pages';
import { requestSignatureProblem, signWebhook, WEBHOOK_JWKS_PATH, webhookJwks } from './truelayerSignatures';
import { functionUrl, sendWebhook } from './webhooks';

/**
 * The subset of TrueLayer that Clutchpot uses: client-credentials tokens, payments v3 with the hosted payment page
 * (and a stand-in bank), payouts from the merchant account back to a payment source, and webhooks. Creation
 * requests must carry a Tl-Signature from the client's registered key and an Idempotency-Key; webhooks carry
 * TrueLayer's own Tl-Signature, verifiable against the JWKS it serves (truelayerSignatures.ts).
 */
export const TRUELAYER_CLIENT_ID = 'clutchpot-sandbox-truelayer';
export const TRUELAYER_CLIENT_SECRET = 'sandbox-truelayer-secret';
export const TRUELAYER_MERCHANT_ACCOUNT_ID = 'sandbox-merchant';

type PaymentStatus = 'authorization_required' | 'authorizing' | 'authorized' | 'executed' | 'settled' | 'failed';
type PayoutStatus = 'pending' | 'authorized' | 'executed' | 'failed';
export type AuthorizeOutcome = 'settle' | 'fail' | 'late';
type PayoutOutcome = 'success' | 'failed' | 'reject' | 'hold';

interface PaymentSource {
  id: string;
  account_holder_name: string;
  account_identifiers: Array<{ type: 'sort_code_account_number'; sort_code: string; account_number: string }>;
}

interface Payment {
  id: string;
  resourceToken: string;
  amount_in_minor: number;
  currency: string;
  user: { id: string };
  payment_method: Record<string, unknown>;
  metadata: Record<string, unknown>;
  status: PaymentStatus;
  created_at: string;
  times: Partial<Record<'authorized_at' | 'executed_at' | 'settled_at' | 'failed_at', string>>;
  failure?: { failure_stage: string; failure_reason: string };
  payment_source?: PaymentSource;
}

interface Payout {
  id: string;
  merchant_account_id: string;
  amount_in_minor: number;
  currency: string;
  beneficiary: Record<string, unknown>;
  status: PayoutStatus;
  created_at: string;
  times: Partial<Record<'executed_at' | 'failed_at', string>>;
  failure_reason?: string;
}

const TOKEN_LIFETIME_S = 3600;
const SETTLE_MS = 300;
const PAYOUT_MS = 250;
const tokens = new Map<string, number>();
const payments = new Map<string, Payment>();
const payouts = new Map<string, Payout>();
/** payment_source id -> the TrueLayer user it belongs to */
const paymentSources = new Map<string, string>();
const idempotency = new Map<string, { request: string; response: SandboxResponse }>();
let payoutBehaviour: PayoutOutcome | null = null;

/** TrueLayer's problem+json error body. */
function problem(status: number, title: string, more: { detail?: string; errors?: Record<string, string[]> } = {}): SandboxResponse {
  return {
    status,
    headers: { 'content-type': 'application/problem+json' },
    json: {
      type: `https://docs.truelayer.com/docs/error-types#${title.toLowerCase().replace(/\W+/g, '-')}`,
      title,
      status,
      trace_id: randomBytes(16).toString('hex'),
      ...more,
    },
  };
}

const invalid = (field: string, message: string) =>
  problem(400, 'Invalid Parameters', { detail: 'Some parameters are invalid', errors: { [field]: [message] } });
const notFound = () => problem(404, 'Not Found');
const unauthorized = () => problem(401, 'Unauthorized');

function authorized(request: SandboxRequest): boolean {
  const expiresAt = tokens.get(bearerToken(request.headers));
  return expiresAt !== undefined && expiresAt > Date.now();
}

/** Runs `run` only for a request signed by the client's registered key, else answers 401 as TrueLayer does. */
function signed(request: SandboxRequest, run: () => SandboxResponse): SandboxResponse {
  const refusal = requestSignatureProblem(request);
  return refusal ? problem(401, 'Unauthorized', { detail: refusal, errors: { 'Tl-Signature': [refusal] } }) : run();
}

/** Replays the first answer for a repeated Idempotency-Key, refuses it when the body differs. */
function idempotent(scope: string, request: SandboxRequest, run: () => SandboxResponse): SandboxResponse {
  const key = String(request.headers['idempotency-key'] ?? '');
  if (!key) return invalid('Idempotency-Key', 'The Idempotency-Key header is required');
  const stored = idempotency.get(`${scope}:${key}`);
  if (stored) {
    if (stored.request === request.rawBody) return stored.response;
    return problem(422, 'Idempotency-Key Reuse', { detail: 'The Idempotency-Key was already used with a different request body' });
  }
  const response = run();
  if (response.status < 300) idempotency.set(`${scope}:${key}`, { request: request.rawBody, response });
  return response;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The same user always pays from the same sandbox bank account. */
function paymentSourceFor(userId: string): PaymentSource {
  const hash = createHash('sha256').update(`payment-source:${userId}`).digest('hex');
  const id = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
  paymentSources.set(id, userId);
  const accountNumber = String(parseInt(hash.slice(32, 44), 16) % 100_000_000).padStart(8, '0');
  return {
    id,
    account_holder_name: 'Sandbox Account Holder',
    account_identifiers: [{ type: 'sort_code_account_number', sort_code: '040004', account_number: accountNumber }],
  };
}

function paymentJson(payment: Payment): Record<string, unknown> {
  return {
    id: payment.id,
    amount_in_minor: payment.amount_in_minor,
    currency: payment.currency,
    user: payment.user,
    payment_method: payment.payment_method,
    created_at: payment.created_at,
    status: payment.status,
    metadata: payment.metadata,
    ...payment.times,
    ...payment.failure,
    ...(payment.payment_source ? { payment_source: payment.payment_source } : {}),
  };
}

/** The path TrueLayer signs for a webhook: that of the URL registered for them. */
const webhookPath = () => new URL(functionUrl('trueLayerWebhook')).pathname;

function webhook(type: string, fields: Record<string, unknown>): void {
  const rawBody = JSON.stringify({ type, event_id: randomUUID(), event_version: 1, ...fields });
  const signedHeaders = { 'X-Tl-Webhook-Timestamp': new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') };
  const signature = signWebhook({ path: webhookPath(), headers: signedHeaders, body: rawBody });
  sendWebhook({
    target: functionUrl('trueLayerWebhook'),
    type,
    headers: { 'x-tl-webhook-timestamp': signedHeaders['X-Tl-Webhook-Timestamp'], 'tl-signature': signature },
    rawBody,
  });
}

function createPayment(body: Record<string, unknown>): SandboxResponse {
  const method = body.payment_method;
  const beneficiary = isRecord(method) ? method.beneficiary : undefined;
  const user = body.user;
  if (!isPositiveInteger(body.amount_in_minor)) return invalid('amount_in_minor', 'Must be a positive integer');
  if (body.currency !== 'GBP') return invalid('currency', 'Only GBP is supported');
  if (!isRecord(method) || method.type !== 'bank_transfer') return invalid('payment_method.type', 'Must be bank_transfer');
  if (!isRecord(beneficiary) || beneficiary.type !== 'merchant_account' || beneficiary.merchant_account_id !== TRUELAYER_MERCHANT_ACCOUNT_ID) {
    return invalid('payment_method.beneficiary', `Must be the merchant account ${TRUELAYER_MERCHANT_ACCOUNT_ID}`);
  }
  if (typeof beneficiary.reference !== 'string' || !beneficiary.reference) {
    return invalid('payment_method.beneficiary.reference', 'Required');
  }
  if (!isRecord(user) || typeof user.id !== 'string' || !user.id) return invalid('user.id', 'Required');
  const payment: Payment = {
    id: randomUUID(),
    resourceToken: randomBytes(24).toString('base64url'),
    amount_in_minor: body.amount_in_minor,
    currency: 'GBP',
    user: { id: user.id },
    payment_method: method,
    metadata: isRecord(body.metadata) ? body.metadata : {},
    status: 'authorization_required',
    created_at: new Date().toISOString(),
    times: {},
  };
  payments.set(payment.id, payment);
  return json(201, { id: payment.id, user: payment.user, resource_token: payment.resourceToken, status: payment.status });
}

function settle(payment: Payment): void {
  if (payment.status !== 'executed') return;
  payment.status = 'settled';
  payment.times.settled_at = new Date().toISOString();
  webhook('payment_settled', {
    payment_id: payment.id,
    settled_at: payment.times.settled_at,
    payment_method: { type: 'bank_transfer' },
    payment_source: payment.payment_source,
    user_id: payment.user.id,
    metadata: payment.metadata,
  });
}

/** What the bank does once the user approves or declines; 409 when the payment is past that point. */
function authorize(payment: Payment, outcome: AuthorizeOutcome): SandboxResponse {
  if (payment.status !== 'authorization_required' && payment.status !== 'authorizing') {
    return problem(409, 'Payment is not awaiting authorization');
  }
  const now = new Date().toISOString();
  payment.payment_source = paymentSourceFor(payment.user.id);
  if (outcome === 'fail') {
    payment.status = 'failed';
    payment.times.failed_at = now;
    payment.failure = { failure_stage: 'authorizing', failure_reason: 'provider_rejected' };
    webhook('payment_failed', {
      payment_id: payment.id,
      failed_at: now,
      ...payment.failure,
      payment_method: { type: 'bank_transfer' },
      user_id: payment.user.id,
      metadata: payment.metadata,
    });
  } else {
    payment.status = 'executed';
    payment.times.authorized_at = now;
    payment.times.executed_at = now;
    if (outcome === 'settle') later(providerDelay(SETTLE_MS), () => settle(payment));
  }
  return json(200, paymentJson(payment));
}

function paymentForPage(body: Record<string, unknown>): Payment | null {
  const payment = payments.get(String(body.payment_id ?? ''));
  return payment && payment.resourceToken === body.resource_token ? payment : null;
}

function asOutcome(value: unknown): AuthorizeOutcome | null {
  return value === 'settle' || value === 'fail' || value === 'late' ? value : null;
}

function httpUrl(value: string | null): URL | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Ends a pending payout with `status` and sends its webhook, `webhookLagMs` later when given: TrueLayer's webhooks
 * trail the state they report, so a status check may see the end first.
 */
function finishPayout(payout: Payout, status: 'executed' | 'failed', webhookLagMs = 0): void {
  if (payout.status !== 'pending') return;
  const now = new Date().toISOString();
  payout.status = status;
  if (status === 'executed') payout.times.executed_at = now;
  else {
    payout.times.failed_at = now;
    payout.failure_reason = 'rejected';
  }
  if (webhookLagMs > 0) later(webhookLagMs, () => sendPayoutWebhook(payout, status, now));
  else sendPayoutWebhook(payout, status, now);
}

/** The signed webhook saying the payout ended with `status` (whatever the payout's own status now is). */
function sendPayoutWebhook(payout: Payout, status: 'executed' | 'failed', at: string): void {
  if (status === 'executed') webhook('payout_executed', { payout_id: payout.id, executed_at: at, beneficiary: payout.beneficiary });
  else webhook('payout_failed', { payout_id: payout.id, failed_at: at, failure_reason: payout.failure_reason ?? 'rejected', beneficiary: payout.beneficiary });
}

function createPayout(body: Record<string, unknown>): SandboxResponse {
  const beneficiary = body.beneficiary;
  if (body.merchant_account_id !== TRUELAYER_MERCHANT_ACCOUNT_ID) return invalid('merchant_account_id', 'Unknown merchant account');
  if (!isPositiveInteger(body.amount_in_minor)) return invalid('amount_in_minor', 'Must be a positive integer');
  if (body.currency !== 'GBP') return invalid('currency', 'Only GBP is supported');
  if (!isRecord(beneficiary) || beneficiary.type !== 'payment_source') return invalid('beneficiary.type', 'Must be payment_source');
  const owner = paymentSources.get(String(beneficiary.payment_source_id ?? ''));
  if (!owner || owner !== beneficiary.user_id) return invalid('beneficiary.payment_source_id', 'Unknown payment source for this user');
  if (typeof beneficiary.reference !== 'string' || !beneficiary.reference) return invalid('beneficiary.reference', 'Required');
  const outcome = payoutBehaviour ?? 'success';
  if (outcome === 'reject') return problem(400, 'Insufficient funds');
  const payout: Payout = {
    id: randomUUID(),
    merchant_account_id: body.merchant_account_id,
    amount_in_minor: body.amount_in_minor,
    currency: 'GBP',
    beneficiary,
    status: 'pending',
    created_at: new Date().toISOString(),
    times: {},
  };
  payouts.set(payout.id, payout);
  if (outcome !== 'hold') {
    const status = outcome === 'success' ? 'executed' : 'failed';
    // With instant providers the payout ends at once, but its webhook still trails: sent at once, it would race the
    // callable's own status check to settle the same payout, a contention the Firestore emulator resolves only after
    // a lock timeout of seconds (the check settles it; the webhook then finds it settled).
    if (instantProviders()) finishPayout(payout, status, PAYOUT_MS);
    else later(PAYOUT_MS, () => finishPayout(payout, status));
  }
  return json(202, { id: payout.id });
}

function payoutJson(payout: Payout): Record<string, unknown> {
  const { times, failure_reason: failureReason, ...rest } = payout;
  return { ...rest, ...times, ...(failureReason ? { failure_reason: failureReason } : {}) };
}

function issueToken(body: Record<string, unknown>): SandboxResponse {
  if (body.client_id !== TRUELAYER_CLIENT_ID || body.client_secret !== TRUELAYER_CLIENT_SECRET) {
    return json(401, { error: 'invalid_client' });
  }
  if (body.grant_type !== 'client_credentials') return json(400, { error: 'unsupported_grant_type' });
  const token = randomBytes(32).toString('base64url');
  tokens.set(token, Date.now() + TOKEN_LIFETIME_S * 1000);
  return json(200, { access_token: token, expires_in: TOKEN_LIFETIME_S, token_type: 'Bearer', scope: String(body.scope ?? 'payments') });
}

export const trueLayerRoutes: Routes = {
  'POST /truelayer/connect/token': ({ body }) => issueToken(body),
  'POST /truelayer/v3/payments': (request) =>
    authorized(request) ? signed(request, () => idempotent('payments', request, () => createPayment(request.body))) : unauthorized(),
  'GET /truelayer/v3/payments/:id': (request) => {
    if (!authorized(request)) return unauthorized();
    const payment = payments.get(request.params.id ?? '');
    return payment ? json(200, paymentJson(payment)) : notFound();
  },
  'POST /truelayer/v3/payouts': (request) =>
    authorized(request) ? signed(request, () => idempotent('payouts', request, () => createPayout(request.body))) : unauthorized(),
  'GET /truelayer/v3/payouts/:id': (request) => {
    if (!authorized(request)) return unauthorized();
    const payout = payouts.get(request.params.id ?? '');
    return payout ? json(200, payoutJson(payout)) : notFound();
  },
  [`GET ${WEBHOOK_JWKS_PATH}`]: () => json(200, webhookJwks()),
  'GET /truelayer/hpp': ({ query, headers }) => {
    const payment = paymentForPage({ payment_id: query.get('payment_id'), resource_token: query.get('resource_token') });
    const returnUri = httpUrl(query.get('return_uri'));
    const bankUri = new URL('/truelayer/bank', selfOrigin(headers));
    bankUri.searchParams.set('payment_id', payment?.id ?? '');
    bankUri.searchParams.set('return_uri', returnUri?.toString() ?? '');
    return {
      status: payment && returnUri ? 200 : 404,
      html: trueLayerHostedPage({
        valid: payment !== null && returnUri !== null,
        pending: payment?.status === 'authorization_required' || payment?.status === 'authorizing',
        paymentId: payment?.id ?? '',
        resourceToken: payment?.resourceToken ?? '',
        amountPence: payment?.amount_in_minor ?? 0,
        reference: String((payment?.payment_method.beneficiary as Record<string, unknown> | undefined)?.reference ?? ''),
        bankUri: bankUri.toString(),
        origin: query.get('origin') ?? '',
      }),
    };
  },
  'POST /truelayer/hpp/select': ({ body }) => {
    const payment = paymentForPage(body);
    if (!payment) return notFound();
    if (payment.status === 'authorization_required') payment.status = 'authorizing';
    return json(200, { status: payment.status });
  },
  'POST /truelayer/hpp/authorize': ({ body }) => {
    const payment = paymentForPage(body);
    const outcome = asOutcome(body.outcome);
    if (!payment) return notFound();
    return outcome ? authorize(payment, outcome) : invalid('outcome', 'Must be settle, fail or late');
  },
  'GET /truelayer/bank': ({ query }) => {
    const payment = payments.get(query.get('payment_id') ?? '');
    const returnUri = httpUrl(query.get('return_uri'));
    if (returnUri && payment) returnUri.searchParams.set('payment_id', payment.id);
    return {
      status: payment && returnUri ? 200 : 404,
      html: trueLayerBankPage({
        valid: payment !== undefined && returnUri !== null,
        pending: payment?.status === 'authorization_required' || payment?.status === 'authorizing',
        paymentId: payment?.id ?? '',
        amountPence: payment?.amount_in_minor ?? 0,
        returnUri: returnUri?.toString() ?? '',
      }),
    };
  },
  'POST /truelayer/bank/authorize': ({ body }) => {
    const payment = payments.get(String(body.payment_id ?? ''));
    if (!payment) return notFound();
    if (body.outcome !== 'settle' && body.outcome !== 'fail') return invalid('outcome', 'Must be settle or fail');
    return authorize(payment, body.outcome);
  },
};

const PAYOUT_OUTCOMES: readonly string[] = ['success', 'failed', 'reject', 'hold'];

/** Test controls, served under /__sandbox/truelayer by control.ts. */
export const trueLayerControl = {
  authorize(paymentId: string, body: Record<string, unknown>): SandboxResponse {
    const payment = payments.get(paymentId);
    const outcome = asOutcome(body.outcome);
    if (!payment) return notFound();
    return outcome ? authorize(payment, outcome) : invalid('outcome', 'Must be settle, fail or late');
  },
  settle(paymentId: string): SandboxResponse {
    const payment = payments.get(paymentId);
    if (!payment) return notFound();
    if (payment.status !== 'executed') return problem(409, `Payment is ${payment.status}, not executed`);
    settle(payment);
    return json(200, paymentJson(payment));
  },
  setPayoutBehaviour(body: Record<string, unknown>): SandboxResponse {
    if (typeof body.outcome !== 'string' || !PAYOUT_OUTCOMES.includes(body.outcome)) return json(400, { error: 'unknown outcome' });
    payoutBehaviour = body.outcome as PayoutOutcome;
    return json(200, { outcome: payoutBehaviour });
  },
  completePayout(payoutId: string, body: Record<string, unknown>): SandboxResponse {
    const payout = payouts.get(payoutId);
    if (!payout) return notFound();
    if (body.status !== 'executed' && body.status !== 'failed') return json(400, { error: 'status must be executed or failed' });
    if (payout.status !== 'pending') return json(409, { error: `payout is already ${payout.status}` });
    finishPayout(payout, body.status);
    return json(200, payoutJson(payout));
  },
  /**
   * A late or out-of-order delivery: a genuine, signed webhook saying the payout ended with `status`, sent whatever
   * the payout's real status is (the payout itself does not change; asked, TrueLayer still reports the truth).
   */
  sendPayoutWebhook(payoutId: string, body: Record<string, unknown>): SandboxResponse {
    const payout = payouts.get(payoutId);
    if (!payout) return notFound();
    if (body.status !== 'executed' && body.status !== 'failed') return json(400, { error: 'status must be executed or failed' });
    sendPayoutWebhook(payout, body.status, new Date().toISOString());
    return json(200, payoutJson(payout));
  },
  /** A Tl-Signature made with the sandbox's webhook key (by default exactly as its own deliveries are signed). */
  signWebhookBody(body: Record<string, unknown>): SandboxResponse {
    if (typeof body.body !== 'string') return json(400, { error: 'body must be the raw webhook body, a string' });
    const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const signature = signWebhook({
      path: optional(body.path) ?? webhookPath(),
      body: body.body,
      kid: optional(body.kid),
      jku: optional(body.jku),
    });
    return json(200, { signature });
  },
  reset(): void {
    payoutBehaviour = null;
  },
};
