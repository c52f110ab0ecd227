import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxUrl } from '../support/env';
import { sandboxPost } from '../support/sandbox';
import { ledgerEntries } from './support';
import {
  OPEN_PROMOTION,
  accountOf,
  authorizeBankPayment,
  createDepositor,
  expectBooksBalanced,
  expectNoMoneyMoved,
  orderDoc,
  postTrueLayerWebhook,
  setAppSettings,
  setFlags,
  signWebhookBody,
  startBankPayment,
  waitFor,
  type WebhookSigning,
} from './walletSupport';

/**
 * TrueLayer's webhook signature as the trueLayerWebhook function checks it: a Tl-Signature (JWS) over the method,
 * the path it was delivered to, the headers it names and the raw body, made with a key from a JWKS on the
 * allow-list. The sandbox holds its own delivery back so that every refusal is tried on a payment that has
 * settled at TrueLayer and would be credited by any delivery the function accepted.
 */
interface Delivery {
  type: string;
  status: number | string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

beforeAll(async () => {
  await setFlags({ truelayer: true });
  await setAppSettings({ usdToGbp: 0.8, bonus: OPEN_PROMOTION });
});

afterEach(async () => {
  await sandboxPost('/__sandbox/webhooks/release');
});

async function settledDelivery(paymentId: string): Promise<Delivery | undefined> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
  const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
  return deliveries.find((delivery) => delivery.type === 'payment_settled' && delivery.body.payment_id === paymentId);
}

describe('trueLayerWebhook signatures', () => {
  it('credits a settled payment on TrueLayer\'s signed delivery alone, once, refusing every other one unread', async () => {
    const client = await createDepositor();
    const { paymentId } = await startBankPayment(client, 5_000);
    await sandboxPost('/__sandbox/webhooks/hold');
    await authorizeBankPayment(paymentId, 'settle');
    const held = (await waitFor(() => settledDelivery(paymentId), (delivery) => delivery !== undefined))!;
    expect(held.status).toBe('pending');
    const rawBody = JSON.stringify(held.body);
    const signature = held.headers['tl-signature']!;
    const signedHeaders = { 'x-tl-webhook-timestamp': held.headers['x-tl-webhook-timestamp']! };
    const pendingOrder = await orderDoc('truelayer', paymentId);
    expect(pendingOrder?.status).toBe('pending');

    const post = (body: string, tlSignature: string | null | Promise<string>, headers: Record<string, string> = signedHeaders) =>
      postTrueLayerWebhook(body, tlSignature, 'POST', headers);
    const signedBySandbox = (signing: WebhookSigning) => signWebhookBody(rawBody, signing);
    // The same sandbox JWKS under another name: it serves the right key, but is not on the allow-list.
    const otherJwksName = `${sandboxUrl().replace('127.0.0.1', 'localhost')}/truelayer/webhooks/.well-known/jwks`;

    await expectNoMoneyMoved(client.uid, async () => {
      const refusals: Array<[string, () => Promise<Response>]> = [
        ['no signature', () => post(rawBody, null)],
        // Sent as text: the functions framework itself answers 400 to malformed JSON before any code of ours runs.
        ['no signature on an unreadable body', () => post('not json', null, { 'content-type': 'text/plain' })],
        ['not a JWS', () => post(rawBody, 'f'.repeat(64))],
        ['a signature over another body', () => post(rawBody, signWebhookBody(rawBody.replace('"event_version":1', '"event_version":2')))],
        ["the delivery's signature on a changed body", () => post(`${rawBody} `, signature)],
        ["the delivery's signature, a signed header changed", () => post(rawBody, signature, { 'x-tl-webhook-timestamp': '2000-01-01T00:00:00Z' })],
        ["the delivery's signature without its signed header", () => post(rawBody, signature, {})],
        ['a signature for another path', () => post(rawBody, signedBySandbox({ path: '/demo-clutchpot/us-central1/paypalWebhook' }))],
        ['a jku outside the allow-list', () => post(rawBody, signedBySandbox({ jku: otherJwksName }))],
        ['a look-alike jku', () => post(rawBody, signedBySandbox({ jku: 'https://webhooks.truelayer.com.example.net/.well-known/jwks' }))],
        ['a kid the JWKS does not have', () => post(rawBody, signedBySandbox({ kid: 'retired-key' }))],
      ];
      for (const [label, attempt] of refusals) expect((await attempt()).status, label).toBe(401);
    });
    expect(await orderDoc('truelayer', paymentId)).toEqual(pendingOrder);

    // TrueLayer's delivery, byte for byte: credited.
    expect((await post(rawBody, signature)).status).toBe(200);
    expect(await orderDoc('truelayer', paymentId)).toMatchObject({ status: 'completed', amount: 5_000 });
    expect((await accountOf(client.uid)).balance).toBe(5_000);

    // The same delivery again, from the sandbox's queue and then replayed by hand: acknowledged, nothing more paid.
    await expectNoMoneyMoved(client.uid, async () => {
      await sandboxPost('/__sandbox/webhooks/release');
      await waitFor(() => settledDelivery(paymentId), (delivery) => delivery?.status === 200);
      expect((await post(rawBody, signature)).status).toBe(200);
    });
    expect(await ledgerEntries(client.uid)).toHaveLength(1);
    await expectBooksBalanced();
  });
});
