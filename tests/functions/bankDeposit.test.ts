import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { expectCallableError } from '../support/client';
import { type TestClient } from '../support/client';
import { sandboxUrl } from '../support/env';
import { expectNoDocumentWritten, ledgerEntries, notifications, userDoc, visitor } from './support';
import { redeliver, sentWebhook } from './payoutSupport';
import {
  BANK_RETURN_URI,
  OPEN_PROMOTION,
  accountOf,
  authorizeBankPayment,
  createDepositor,
  expectBooksBalanced,
  expectNoMoneyMoved,
  newRequestId,
  orderDoc,
  ordersOf,
  postTrueLayerWebhook,
  setAppSettings,
  setFlags,
  settleBankPayment,
  signWebhookBody,
  startBankPayment,
  waitFor,
} from './walletSupport';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';

const RATE = 0.8;

beforeAll(async () => {
  await setFlags({ truelayer: true });
  await setAppSettings({ usdToGbp: RATE, bonus: OPEN_PROMOTION });
});

const startPayment = (client: TestClient, amount: number, requestId = newRequestId()) =>
  startBankPayment(client, amount, { requestId });

const orderStatus = (paymentId: string) => async () => (await orderDoc('truelayer', paymentId))?.status;

describe('createTrueLayerPayment', () => {
  it('creates a GBP payment at the configured rate and records a pending order, crediting nothing', async () => {
    const client = await createDepositor();
    // The order, and later its deposit, count towards the caller's active session, found on the server.
    const { sessionId } = await client.call('createSession', {});
    const requestId = newRequestId();
    const payment = await startPayment(client, 5_000, requestId);
    expect(payment).toMatchObject({ amountPence: 4_000, usdToGbp: RATE });
    expect(payment.paymentId).toEqual(expect.any(String));
    expect(payment.resourceToken).toEqual(expect.any(String));
    const page = new URL(payment.hostedPageUrl);
    expect(`${page.origin}${page.pathname}`).toBe(`${sandboxUrl()}/truelayer/hpp`);
    expect(page.searchParams.get('payment_id')).toBe(payment.paymentId);
    expect(page.searchParams.get('resource_token')).toBe(payment.resourceToken);
    expect(page.searchParams.get('return_uri')).toBe(BANK_RETURN_URI);

    expect(await orderDoc('truelayer', payment.paymentId)).toMatchObject({
      userId: client.uid,
      gateway: 'truelayer',
      providerId: payment.paymentId,
      status: 'pending',
      amount: 5_000,
      providerAmount: { value: 4_000, currency: 'GBP' },
      requestId,
      sessionId,
      completedAt: null,
    });
    expect(await accountOf(client.uid)).toMatchObject({ balance: 0 });
    expect(await ledgerEntries(client.uid)).toEqual([]);

    // A repeated request returns the same payment and records nothing new.
    expect(await startPayment(client, 5_000, requestId)).toEqual(payment);
    expect(await ordersOf(client.uid)).toHaveLength(1);
  });

  it('refuses while bank deposits are switched off, for unverified users and over a limit', async () => {
    const client = await createDepositor();
    await setFlags({ truelayer: false });
    try {
      const message = await expectNoMoneyMoved(client.uid, () => expectCallableError(startPayment(client, 2_000), 'failed-precondition'));
      expect(message).toBe(walletMessages.featureDisabled);
    } finally {
      await setFlags({ truelayer: true });
    }

    const unverified = await createDepositor({ verified: false });
    const identity = await expectNoMoneyMoved(unverified.uid, () => expectCallableError(startPayment(unverified, 2_000), 'failed-precondition'));
    expect(identity).toBe(identityMessages.identityRequired);

    const limited = await createDepositor({ preferences: { gamblingDepositLimits: { daily: 2_000 } } });
    const limit = await expectNoMoneyMoved(limited.uid, () => expectCallableError(startPayment(limited, 3_000), 'failed-precondition'));
    expect(limit).toBe('Daily Limit exceeded by $10.00');

    for (const [amount, text] of [
      [499, walletMessages.depositMinimum],
      [100_001, walletMessages.depositMaximum],
    ] as const) {
      expect(await expectNoMoneyMoved(client.uid, () => expectCallableError(startPayment(client, amount), 'invalid-argument'))).toBe(text);
    }
    await expectCallableError(
      client.call('createTrueLayerPayment', { amount: 2_000, returnUri: BANK_RETURN_URI, currency: 'USD', requestId: newRequestId() }),
      'invalid-argument',
    );
    expect(await ordersOf(client.uid)).toEqual([]);
  });

  it('refuses a signed-out caller with the sign-in message and writes nothing', async () => {
    const anonymous = await visitor();
    await expectNoDocumentWritten(async () => {
      expect(await expectCallableError(startPayment(anonymous, 2_000), 'unauthenticated')).toBe(coreMessages.signInRequired);
    });
  });
});

describe('trueLayerWebhook: payments', () => {
  it('credits a settled payment once, end to end through the sandbox webhook', async () => {
    const client = await createDepositor();
    const { sessionId } = await client.call('createSession', {});
    const { paymentId } = await startPayment(client, 5_000);
    await authorizeBankPayment(paymentId, 'settle');
    await waitFor(orderStatus(paymentId), (status) => status === 'completed');

    const order = await orderDoc('truelayer', paymentId);
    expect(order).toMatchObject({ status: 'completed', amount: 5_000, bonusCredits: 2, failureReason: null });
    expect(order?.completedAt).toBeInstanceOf(Timestamp);
    expect(await accountOf(client.uid)).toMatchObject({ balance: 5_000, bonus: { credits: 2 } });
    expect(await ledgerEntries(client.uid)).toEqual([
      expect.objectContaining({
        id: `deposit_truelayer_${paymentId}`,
        type: 'add_balance',
        amount: 5_000,
        bonusChestCredits: 2,
        sessionId,
        reference: { kind: 'order', id: `truelayer_${paymentId}` },
      }),
    ]);
    expect((await notifications(client.uid)).map((note) => note.type).sort()).toEqual(['bonus_credits_added', 'deposit']);
    const user = await userDoc(client.uid);
    expect(user?.providers?.truelayer).toEqual({
      accountHolderName: expect.any(String),
      accountLabel: expect.stringMatching(/••••\s?\d{4}$/),
      beneficiaryReference: expect.any(String),
    });
    expect(user?.firstDepositAt).toBeInstanceOf(Timestamp);
    expect(user?.lastBonusAt).toBeInstanceOf(Timestamp);
    await expectBooksBalanced();

    // The same notification again changes nothing.
    const body = JSON.stringify({ type: 'payment_settled', event_id: `evt-${newRequestId()}`, payment_id: paymentId });
    await expectNoMoneyMoved(client.uid, async () => {
      expect((await postTrueLayerWebhook(body)).status).toBe(200);
    });
    expect(await ledgerEntries(client.uid)).toHaveLength(1);
  });

  it('refuses a forged signature with 401 and changes nothing', async () => {
    const client = await createDepositor();
    const { paymentId } = await startPayment(client, 2_000);
    const body = JSON.stringify({ type: 'payment_settled', event_id: 'evt-forged', payment_id: paymentId });
    await expectNoMoneyMoved(client.uid, async () => {
      expect((await postTrueLayerWebhook(body, 'f'.repeat(64))).status).toBe(401);
      expect((await postTrueLayerWebhook(body, null)).status).toBe(401);
      // A valid signature over a different body does not carry over.
      expect((await postTrueLayerWebhook(body, signWebhookBody(`${body} `))).status).toBe(401);
    });
    expect(await orderStatus(paymentId)()).toBe('pending');
  });

  it('credits nothing for a signed event about a payment that has not settled, then credits once it settles', async () => {
    const client = await createDepositor();
    const { paymentId } = await startPayment(client, 2_000);
    await authorizeBankPayment(paymentId, 'late');
    const body = JSON.stringify({ type: 'payment_settled', event_id: `evt-${newRequestId()}`, payment_id: paymentId });
    await expectNoMoneyMoved(client.uid, async () => {
      expect((await postTrueLayerWebhook(body)).status).toBe(200);
    });
    expect(await orderStatus(paymentId)()).toBe('pending');

    await settleBankPayment(paymentId);
    await waitFor(orderStatus(paymentId), (status) => status === 'completed');
    expect((await accountOf(client.uid)).balance).toBe(2_000);
    await expectBooksBalanced();
  });

  it('marks a failed payment failed and credits nothing', async () => {
    const client = await createDepositor();
    const { paymentId } = await startPayment(client, 2_000);
    await authorizeBankPayment(paymentId, 'fail');
    const order = await waitFor(() => orderDoc('truelayer', paymentId), (doc) => doc?.status === 'failed');
    expect(order?.failureReason).toEqual(expect.any(String));
    expect(order?.failureReason).not.toBe('');
    expect(await accountOf(client.uid)).toMatchObject({ balance: 0 });
    expect(await ledgerEntries(client.uid)).toEqual([]);
    await expectBooksBalanced();
  });

  it('credits money that arrived even when a limit was reached in the meantime, and notes it', async () => {
    const client = await createDepositor({ preferences: { gamblingDepositLimits: { daily: 2_000 } } });
    const first = await startPayment(client, 1_500);
    const second = await startPayment(client, 1_500);
    await authorizeBankPayment(first.paymentId, 'settle');
    await waitFor(orderStatus(first.paymentId), (status) => status === 'completed');
    await authorizeBankPayment(second.paymentId, 'settle');
    const order = await waitFor(() => orderDoc('truelayer', second.paymentId), (doc) => doc?.status === 'completed');
    expect(order?.limitExceeded).toBe('Daily Limit exceeded by $10.00');
    expect((await accountOf(client.uid)).balance).toBe(3_000);
    await expectBooksBalanced();
  });

  it('credits a settled payment once when its webhook arrives several times at the same moment', async () => {
    const client = await createDepositor();
    const { paymentId } = await startPayment(client, 3_000);
    await authorizeBankPayment(paymentId, 'late');
    await settleBankPayment(paymentId);
    const sandboxDelivery = () => sentWebhook('payment_settled', (body) => body.payment_id === paymentId);
    const settled = await sandboxDelivery();

    // Three repeats race the sandbox's own delivery of the same signed event.
    expect(await Promise.all(Array.from({ length: 3 }, () => redeliver(settled)))).toEqual([200, 200, 200]);
    await waitFor(orderStatus(paymentId), (status) => status === 'completed');
    await waitFor(async () => (await sandboxDelivery()).status, (status) => status === 200);

    expect((await accountOf(client.uid)).balance).toBe(3_000);
    expect((await ledgerEntries(client.uid)).filter((entry) => entry.type === 'add_balance')).toEqual([
      expect.objectContaining({ id: `deposit_truelayer_${paymentId}`, amount: 3_000 }),
    ]);
    expect((await notifications(client.uid)).filter((note) => note.type === 'deposit')).toHaveLength(1);
    expect(await ordersOf(client.uid)).toEqual([expect.objectContaining({ providerId: paymentId, status: 'completed' })]);
    await expectBooksBalanced();
  });

  it('answers 400 to malformed events, 405 to other methods and 200 to events it does not handle, writing nothing', async () => {
    const client = await createDepositor();
    const { paymentId } = await startPayment(client, 2_000);
    await expectNoDocumentWritten(async () => {
      const malformed = [
        'not json',
        '[]',
        '{}',
        'null',
        JSON.stringify({ type: 'payment_settled' }),
        JSON.stringify({ type: 'payment_settled', payment_id: '../x' }),
        JSON.stringify({ type: 'payout_failed', payment_id: paymentId }),
        JSON.stringify({ type: '', payment_id: paymentId }),
      ];
      for (const body of malformed) expect((await postTrueLayerWebhook(body)).status, body).toBe(400);
      expect((await postTrueLayerWebhook('', null, 'GET')).status).toBe(405);
      expect((await postTrueLayerWebhook(JSON.stringify({ type: 'mandate_created', event_id: 'evt-1' }))).status).toBe(200);
      expect((await postTrueLayerWebhook(JSON.stringify({ type: 'payment_settled', payment_id: 'unknown-payment' }))).status).toBe(200);
    });
    expect(await orderStatus(paymentId)()).toBe('pending');
  });
});
