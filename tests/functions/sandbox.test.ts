import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extractJku, sign } from 'truelayer-signing';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as paypal from '../../functions/src/clients/paypal';
import * as truelayer from '../../functions/src/clients/truelayer';
import { verifyWebhook, type WebhookDelivery } from '../../functions/src/clients/truelayerSignatures';
import { sandboxUrl } from '../support/env';

/**
 * The sandbox's PayPal and TrueLayer APIs, driven through the functions' own client modules (configured from the
 * same functions/.env.local and .secret.local the Functions emulator reads) and through the browser endpoints the
 * sandbox pages and the web app call.
 */
interface Delivery {
  target: string;
  type: string;
  status: number | string;
  headers: Record<string, string>;
  body: Record<string, unknown> & { resource?: { batch_header?: { payout_batch_id?: string } } };
}

/** Reads a dotenv file as the Functions emulator does; double-quoted values (PEM keys) have JSON-style escapes. */
function loadEnvFile(name: string): void {
  for (const line of readFileSync(new URL(`../../functions/${name}`, import.meta.url), 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (!match?.[1] || match[2] === undefined) continue;
    process.env[match[1]] = match[2].startsWith('"') ? (JSON.parse(match[2]) as string) : match[2];
  }
}

beforeAll(() => {
  loadEnvFile('.env.local');
  loadEnvFile('.secret.local');
  expect(process.env.PAYPAL_API_URL).toBe(`${sandboxUrl()}/paypal`);
  expect(process.env.TRUELAYER_API_URL).toBe(`${sandboxUrl()}/truelayer`);
});

// These tests look at what the providers send, not at how the functions handle it (other files deliver webhooks
// end to end): each test's webhooks are recorded and held, then dropped unsent, so no function starts for them.
beforeEach(async () => {
  await sandbox('POST', '/__sandbox/webhooks/hold');
});

afterEach(async () => {
  await sandbox('POST', '/__sandbox/webhooks/discard');
  await sandbox('POST', '/__sandbox/reset');
});

/** Calls the sandbox as a browser or a test would; `json` is the parsed body, `text` the raw one. */
async function sandbox(method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {};
  return { status: response.status, headers: response.headers, json, text };
}

/** Polls `read` until `done` holds for its value (the sandbox settles payments and payouts on its own clock). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sandbox never reached the expected state');
}

async function webhookFor(matches: (delivery: Delivery) => boolean): Promise<Delivery> {
  const read = async () => ((await sandbox('GET', '/__sandbox/webhooks')).json.deliveries as Delivery[]).find(matches);
  return (await eventually(read, (delivery) => delivery !== undefined)) as Delivery;
}

/** Whether the functions' own check accepts a recorded TrueLayer delivery, with parts of it replaced. */
function webhookSignatureValid(
  delivery: Delivery,
  replace: Partial<Pick<WebhookDelivery, 'rawBody' | 'signature'>> = {},
): Promise<boolean> {
  return verifyWebhook({
    rawBody: JSON.stringify(delivery.body),
    signature: delivery.headers['tl-signature'],
    path: new URL(delivery.target).pathname,
    headers: delivery.headers,
    ...replace,
  });
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to be refused');
}

const CLIENT = 'client-id=clutchpot-sandbox-paypal';

describe('PayPal orders', () => {
  async function browserOrder(value = '25.00', customId = 'user-1/add_balance'): Promise<string> {
    const created = await sandbox('POST', `/paypal/sdk/orders?${CLIENT}`, {
      intent: 'CAPTURE',
      purchase_units: [{ description: 'Add Money to your product cash balance', custom_id: customId, amount: { currency_code: 'USD', value } }],
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String), status: 'CREATED' });
    return String(created.json.id);
  }

  it('goes from created to approved to captured through the browser endpoints, read back by getOrder', async () => {
    const id = await browserOrder();
    expect(await paypal.getOrder(id)).toEqual({
      id,
      status: 'CREATED',
      customId: 'user-1/add_balance',
      amountCents: 2500,
      currency: 'USD',
      captureStatus: null,
      payerEmail: null,
    });

    const page = await sandbox('GET', `/paypal/checkout?token=${id}&origin=${encodeURIComponent('http://127.0.0.1:5173')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pay now');
    expect(page.text).toContain('$25.00 USD');

    const early = await sandbox('POST', `/paypal/sdk/orders/${id}/capture?${CLIENT}`);
    expect(early.status).toBe(422);
    expect(early.json).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });

    const approved = await sandbox('POST', '/paypal/checkout/approve', { token: id, email: 'payer@example.test' });
    expect(approved.json).toEqual({ id, status: 'APPROVED' });
    expect(await paypal.getOrder(id)).toMatchObject({ status: 'APPROVED', payerEmail: 'payer@example.test', captureStatus: null });

    const captured = await sandbox('POST', `/paypal/sdk/orders/${id}/capture?${CLIENT}`);
    expect(captured.status).toBe(200);
    expect(captured.json).toMatchObject({
      id,
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: { currency_code: 'USD', value: '25.00' } }] } }],
    });
    expect(await paypal.getOrder(id)).toMatchObject({ status: 'COMPLETED', captureStatus: 'COMPLETED', amountCents: 2500 });
    expect((await sandbox('POST', `/paypal/sdk/orders/${id}/capture?${CLIENT}`)).status).toBe(422);
  });

  it('answers CORS preflights and refuses bad create bodies and unknown client ids', async () => {
    const preflight = await fetch(`${sandboxUrl()}/paypal/sdk/orders?${CLIENT}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const bad = await sandbox('POST', `/paypal/sdk/orders?${CLIENT}`, {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '-5' } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect((await sandbox('POST', '/paypal/sdk/orders?client-id=someone-else', {})).status).toBe(401);
  });

  it('returns null for an unknown order and reads orders made by the test helper', async () => {
    expect(await paypal.getOrder('NOSUCHORDER123456')).toBeNull();
    const { json } = await sandbox('POST', '/__sandbox/paypal/orders', {
      amountCents: 1234,
      customId: 'u/add_balance',
      status: 'COMPLETED',
      captureStatus: 'PENDING',
      payerEmail: 'pending@example.test',
    });
    const id = String(json.id);
    expect(await paypal.getOrder(id)).toEqual({
      id,
      status: 'COMPLETED',
      customId: 'u/add_balance',
      amountCents: 1234,
      currency: 'USD',
      captureStatus: 'PENDING',
      payerEmail: 'pending@example.test',
    });
  });
});

describe('PayPal payouts and webhooks', () => {
  const payout = (email: string, senderBatchId = randomUUID(), amountCents = 1000) =>
    paypal.createPayout({ senderBatchId, email, amountCents, note: 'Clutchpot withdrawal' });
  const batchWebhook = (batchId: string) => webhookFor((delivery) => delivery.body.resource?.batch_header?.payout_batch_id === batchId);

  it('settles a payout to SUCCESS and sends a webhook that verifies, while a forged one does not', async () => {
    const senderBatchId = randomUUID();
    const created = await payout('winner@example.test', senderBatchId);
    expect(created.status).toBe('PENDING');
    const batch = await eventually(() => paypal.getPayoutBatch(created.batchId), (value) => value.status !== 'PENDING');
    expect(batch).toEqual({ batchId: created.batchId, senderBatchId, status: 'SUCCESS' });

    const delivery = await batchWebhook(created.batchId);
    expect(delivery.target).toMatch(/\/demo-clutchpot\/us-central1\/paypalWebhook$/);
    expect(delivery.body).toMatchObject({
      id: expect.stringMatching(/^WH-/),
      event_type: 'PAYMENT.PAYOUTSBATCH.SUCCESS',
      resource: { batch_header: { payout_batch_id: created.batchId, batch_status: 'SUCCESS', sender_batch_header: { sender_batch_id: senderBatchId } } },
    });
    expect(await paypal.verifyWebhookSignature(delivery.headers, delivery.body)).toBe(true);

    const forgedEvent = { ...delivery.body, event_type: 'PAYMENT.PAYOUTSBATCH.DENIED' };
    expect(await paypal.verifyWebhookSignature(delivery.headers, forgedEvent)).toBe(false);
    const forgedHeaders = { ...delivery.headers, 'paypal-transmission-id': randomUUID() };
    expect(await paypal.verifyWebhookSignature(forgedHeaders, delivery.body)).toBe(false);
    expect(await paypal.verifyWebhookSignature({}, delivery.body)).toBe(false);
  });

  it('refuses a duplicate sender_batch_id', async () => {
    const senderBatchId = randomUUID();
    await payout('first@example.test', senderBatchId);
    const error = await rejection(payout('first@example.test', senderBatchId));
    expect(error).toBeInstanceOf(paypal.PaypalPayoutRejectedError);
    expect((error as paypal.PaypalPayoutRejectedError).issue).toBe('DUPLICATE_SENDER_BATCH_ID');
  });

  it('denies, rejects and holds by the receiver email', async () => {
    const denied = await payout('deny@example.test');
    expect(await eventually(() => paypal.getPayoutBatch(denied.batchId), (value) => value.status !== 'PENDING')).toMatchObject({ status: 'DENIED' });
    expect((await batchWebhook(denied.batchId)).body.event_type).toBe('PAYMENT.PAYOUTSBATCH.DENIED');

    const senderBatchId = randomUUID();
    const rejected = await rejection(payout('reject@example.test', senderBatchId));
    expect(rejected).toBeInstanceOf(paypal.PaypalPayoutRejectedError);
    expect((rejected as paypal.PaypalPayoutRejectedError).issue).toBe('INSUFFICIENT_FUNDS');
    // Nothing was created: the same sender_batch_id is still free.
    expect((await payout('someone@example.test', senderBatchId)).status).toBe('PENDING');

    const held = await payout('hold@example.test');
    const later = await payout('plain@example.test');
    await eventually(() => paypal.getPayoutBatch(later.batchId), (value) => value.status === 'SUCCESS');
    expect((await paypal.getPayoutBatch(held.batchId)).status).toBe('PENDING');
    const completed = await sandbox('POST', `/__sandbox/paypal/payouts/${held.batchId}/complete`, { status: 'SUCCESS' });
    expect(completed.status).toBe(200);
    expect((await paypal.getPayoutBatch(held.batchId)).status).toBe('SUCCESS');
    expect((await batchWebhook(held.batchId)).body.event_type).toBe('PAYMENT.PAYOUTSBATCH.SUCCESS');
    expect((await sandbox('POST', `/__sandbox/paypal/payouts/${held.batchId}/complete`, { status: 'DENIED' })).status).toBe(409);
  });

  it('applies a global behaviour until reset', async () => {
    expect((await sandbox('POST', '/__sandbox/paypal/payouts/behaviour', { outcome: 'reject' })).status).toBe(200);
    expect(await rejection(payout('anyone@example.test'))).toBeInstanceOf(paypal.PaypalPayoutRejectedError);
    await sandbox('POST', '/__sandbox/paypal/payouts/behaviour', { outcome: 'denied' });
    const denied = await payout('anyone@example.test');
    expect(await eventually(() => paypal.getPayoutBatch(denied.batchId), (value) => value.status !== 'PENDING')).toMatchObject({ status: 'DENIED' });
    await sandbox('POST', '/__sandbox/reset');
    const paid = await payout('anyone@example.test');
    expect(await eventually(() => paypal.getPayoutBatch(paid.batchId), (value) => value.status !== 'PENDING')).toMatchObject({ status: 'SUCCESS' });
  });
});

describe('TrueLayer payments', () => {
  const newPayment = (amountPence = 2000, requestId = randomUUID()) =>
    truelayer.createPayment({ amountPence, userId: 'tl-user-1', requestId, reference: 'CLUTCHPOT DEPOSIT' });
  const authorize = (id: string, outcome: string) => sandbox('POST', `/__sandbox/truelayer/payments/${id}/authorize`, { outcome });
  const paymentWebhook = (id: string) => webhookFor((delivery) => delivery.body.payment_id === id);

  it('creates a payment idempotently and serves its hosted page', async () => {
    const requestId = randomUUID();
    const created = await newPayment(2000, requestId);
    expect(await newPayment(2000, requestId)).toEqual(created);
    expect(await truelayer.getPayment(created.id)).toEqual({
      id: created.id,
      status: 'authorization_required',
      amountPence: 2000,
      currency: 'GBP',
      userId: 'tl-user-1',
      requestId,
      payer: null,
      failureReason: null,
    });
    const url = truelayer.hostedPageUrl({ paymentId: created.id, resourceToken: created.resourceToken, returnUri: 'http://127.0.0.1:5173/deposit/success' });
    expect(url.startsWith(`${sandboxUrl()}/truelayer/hpp?`)).toBe(true);
    const page = await fetch(`${url}&origin=${encodeURIComponent('http://127.0.0.1:5173')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose your bank');
    expect(await truelayer.getPayment(randomUUID())).toBeNull();
  });

  it('settles an approved payment and signs the webhook', async () => {
    const { id } = await newPayment(2500);
    expect((await authorize(id, 'settle')).json).toMatchObject({ id, status: 'executed' });
    const payment = await eventually(() => truelayer.getPayment(id), (value) => value?.status === 'settled');
    expect(payment?.payer).toEqual({
      accountHolderName: 'Sandbox Account Holder',
      accountLabel: expect.stringMatching(/^04-00-04 ••••\d{4}$/),
      beneficiaryReference: expect.stringContaining(':'),
    });

    const delivery = await paymentWebhook(id);
    expect(delivery.type).toBe('payment_settled');
    expect(delivery.target).toMatch(/\/demo-clutchpot\/us-central1\/trueLayerWebhook$/);
    const raw = JSON.stringify(delivery.body);
    const signature = delivery.headers['tl-signature'];
    expect(extractJku(signature ?? '')).toBe(process.env.TRUELAYER_LOCAL_JWKS_URL);
    expect(await webhookSignatureValid(delivery)).toBe(true);
    expect(await webhookSignatureValid(delivery, { rawBody: raw.replace('payment_settled', 'payment_failed') })).toBe(false);
    expect(await webhookSignatureValid(delivery, { signature: '0'.repeat(64) })).toBe(false);
    expect(await webhookSignatureValid(delivery, { signature: undefined })).toBe(false);
  });

  it('fails a declined payment, and settles a late one only when told', async () => {
    const declined = await newPayment();
    await authorize(declined.id, 'fail');
    expect(await truelayer.getPayment(declined.id)).toMatchObject({ status: 'failed', failureReason: 'provider_rejected' });
    expect((await paymentWebhook(declined.id)).type).toBe('payment_failed');
    expect((await authorize(declined.id, 'settle')).status).toBe(409);

    const late = await newPayment();
    await authorize(late.id, 'late');
    const quick = await newPayment();
    await authorize(quick.id, 'settle');
    await eventually(() => truelayer.getPayment(quick.id), (value) => value?.status === 'settled');
    expect((await truelayer.getPayment(late.id))?.status).toBe('executed');
    expect((await sandbox('POST', `/__sandbox/truelayer/payments/${late.id}/settle`)).status).toBe(200);
    expect((await truelayer.getPayment(late.id))?.status).toBe('settled');
    expect((await paymentWebhook(late.id)).type).toBe('payment_settled');
  });

  it('moves through the hosted page and bank page endpoints the browser calls', async () => {
    const { id, resourceToken } = await newPayment();
    expect((await sandbox('POST', '/truelayer/hpp/select', { payment_id: id, resource_token: 'wrong' })).status).toBe(404);
    expect((await sandbox('POST', '/truelayer/hpp/select', { payment_id: id, resource_token: resourceToken })).json).toEqual({ status: 'authorizing' });
    expect((await truelayer.getPayment(id))?.status).toBe('authorizing');

    const bank = await sandbox('GET', `/truelayer/bank?payment_id=${id}&return_uri=${encodeURIComponent('http://127.0.0.1:5173/deposit/success')}`);
    expect(bank.status).toBe(200);
    expect(bank.text).toContain('http://127.0.0.1:5173/deposit/success?payment_id=');
    expect((await sandbox('POST', '/truelayer/bank/authorize', { payment_id: id, outcome: 'fail' })).json).toMatchObject({ status: 'failed' });

    const other = await newPayment();
    const approved = await sandbox('POST', '/truelayer/hpp/authorize', { payment_id: other.id, resource_token: other.resourceToken, outcome: 'late' });
    expect(approved.json).toMatchObject({ id: other.id, status: 'executed' });
  });
});

describe('TrueLayer request signatures', () => {
  const PAYMENTS_PATH = '/truelayer/v3/payments';
  let token = '';

  beforeAll(async () => {
    const issued = await sandbox('POST', '/truelayer/connect/token', {
      grant_type: 'client_credentials',
      client_id: process.env.TRUELAYER_CLIENT_ID,
      client_secret: process.env.TRUELAYER_CLIENT_SECRET,
      scope: 'payments',
    });
    token = String(issued.json.access_token);
  });

  const paymentBody = (amount = 1000) =>
    JSON.stringify({
      amount_in_minor: amount,
      currency: 'GBP',
      payment_method: {
        type: 'bank_transfer',
        provider_selection: { type: 'user_selected' },
        beneficiary: { type: 'merchant_account', merchant_account_id: process.env.TRUELAYER_MERCHANT_ACCOUNT_ID, reference: 'SIGNED' },
      },
      user: { id: randomUUID() },
    });

  interface Signing {
    privateKeyPem?: string;
    kid?: string;
    path?: string;
    /** Sign the Idempotency-Key header (default true). */
    coverKey?: boolean;
  }

  /** A Tl-Signature made with the truelayer-signing library, by default exactly as the functions make it. */
  function signature(body: string, idempotencyKey: string, signing: Signing = {}): string {
    return sign({
      kid: signing.kid ?? process.env.TRUELAYER_SIGNING_KEY_ID ?? '',
      privateKeyPem: signing.privateKeyPem ?? process.env.TRUELAYER_SIGNING_PRIVATE_KEY ?? '',
      path: signing.path ?? PAYMENTS_PATH,
      headers: signing.coverKey === false ? {} : { 'Idempotency-Key': idempotencyKey },
      body,
    });
  }

  async function postPayment(body: string, idempotencyKey: string, tlSignature: string | null) {
    const response = await fetch(`${sandboxUrl()}${PAYMENTS_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(tlSignature === null ? {} : { 'Tl-Signature': tlSignature }),
      },
      body,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  it('refuses unsigned and wrongly signed payment creations with 401 and TrueLayer\'s problem body, creating nothing', async () => {
    const body = paymentBody();
    const key = randomUUID();
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'secp521r1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const refusals = [
      await postPayment(body, key, null),
      await postPayment(body, key, 'not-a-signature'),
      // Signed by a key TrueLayer does not have for us, under our kid and under another.
      await postPayment(body, key, signature(body, key, { privateKeyPem: otherKey })),
      await postPayment(body, key, signature(body, key, { kid: 'unregistered-key' })),
      // Our key, but over another body, another path, or without the Idempotency-Key.
      await postPayment(paymentBody(100_000), key, signature(body, key)),
      await postPayment(body, key, signature(body, key, { path: '/truelayer/v3/payouts' })),
      await postPayment(body, key, signature(body, key, { coverKey: false })),
      await postPayment(body, key, signature(body, randomUUID())),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.json).toEqual({
        type: expect.stringMatching(/^https:\/\/docs\.truelayer\.com\/docs\/error-types#/),
        title: 'Unauthorized',
        status: 401,
        trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        detail: expect.any(String),
        errors: { 'Tl-Signature': [expect.any(String)] },
      });
    }

    // None of them used up the Idempotency-Key: the first properly signed request creates the payment.
    const created = await postPayment(body, key, signature(body, key));
    expect(created.status).toBe(201);
    expect(created.json.id).toEqual(expect.any(String));
    expect(await truelayer.getPayment(String(created.json.id))).toMatchObject({ status: 'authorization_required', amountPence: 1000 });
  });

  it('answers a repeated Idempotency-Key with the first payment, and refuses it with another body', async () => {
    const body = paymentBody();
    const key = randomUUID();
    const first = await postPayment(body, key, signature(body, key));
    expect(first.status).toBe(201);
    expect(await postPayment(body, key, signature(body, key))).toEqual(first);
    const other = paymentBody(2000);
    const reused = await postPayment(other, key, signature(other, key));
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ title: 'Idempotency-Key Reuse', status: 422, detail: expect.any(String) });
  });

  it('creates one payment for one request id through the functions\' client, signed as the sandbox requires', async () => {
    const input = { amountPence: 1200, userId: 'tl-signing-user', requestId: randomUUID(), reference: 'CLUTCHPOT DEPOSIT' };
    const first = await truelayer.createPayment(input);
    expect(await truelayer.createPayment(input)).toEqual(first);
    const second = await truelayer.createPayment({ ...input, requestId: randomUUID() });
    expect(second.id).not.toBe(first.id);
  });
});

describe('TrueLayer payouts', () => {
  const authorize = (id: string, outcome: string) => sandbox('POST', `/__sandbox/truelayer/payments/${id}/authorize`, { outcome });
  async function payer(): Promise<truelayer.TrueLayerPayer> {
    const { id } = await truelayer.createPayment({ amountPence: 5000, userId: 'tl-payout-user', requestId: randomUUID(), reference: 'DEPOSIT' });
    await authorize(id, 'late');
    const payment = await truelayer.getPayment(id);
    if (!payment?.payer) throw new Error('the payment has no payer');
    return payment.payer;
  }
  const payout = async (beneficiary: truelayer.TrueLayerPayer, payoutId = randomUUID()) =>
    truelayer.createPayout({ amountPence: 1500, beneficiary, reference: 'CLUTCHPOT PAYOUT', payoutId });
  const settled = (id: string) => eventually(() => truelayer.getPayout(id), (value) => value?.status !== 'pending');
  const payoutWebhook = (id: string) => webhookFor((delivery) => delivery.body.payout_id === id);

  it('executes a payout back to the payment source, idempotently, with a webhook', async () => {
    const beneficiary = await payer();
    const key = randomUUID();
    const { id } = await payout(beneficiary, key);
    expect(await payout(beneficiary, key)).toEqual({ id });
    expect(await settled(id)).toEqual({ id, status: 'executed', failureReason: null });
    const delivery = await payoutWebhook(id);
    expect(delivery.type).toBe('payout_executed');
    expect(await webhookSignatureValid(delivery)).toBe(true);
    expect(await truelayer.getPayout(randomUUID())).toBeNull();
  });

  it('refuses a payout to an account that never paid in', async () => {
    const stranger = { accountHolderName: 'X', accountLabel: 'X', beneficiaryReference: `${randomUUID()}:${randomUUID()}` };
    expect(await rejection(payout(stranger))).toBeInstanceOf(truelayer.TrueLayerPayoutRejectedError);
  });

  it('fails, rejects and holds payouts as the behaviour says', async () => {
    const beneficiary = await payer();
    await sandbox('POST', '/__sandbox/truelayer/payouts/behaviour', { outcome: 'failed' });
    const failed = await payout(beneficiary);
    expect(await settled(failed.id)).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    expect((await payoutWebhook(failed.id)).type).toBe('payout_failed');

    await sandbox('POST', '/__sandbox/truelayer/payouts/behaviour', { outcome: 'reject' });
    expect(await rejection(payout(beneficiary))).toBeInstanceOf(truelayer.TrueLayerPayoutRejectedError);

    await sandbox('POST', '/__sandbox/truelayer/payouts/behaviour', { outcome: 'hold' });
    const held = await payout(beneficiary);
    await sandbox('POST', '/__sandbox/reset');
    const quick = await payout(beneficiary);
    await settled(quick.id);
    expect((await truelayer.getPayout(held.id))?.status).toBe('pending');
    expect((await sandbox('POST', `/__sandbox/truelayer/payouts/${held.id}/complete`, { status: 'executed' })).status).toBe(200);
    expect((await truelayer.getPayout(held.id))?.status).toBe('executed');
    expect((await payoutWebhook(held.id)).type).toBe('payout_executed');
  });
});
