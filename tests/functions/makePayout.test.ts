import { coreMessages } from '../../functions/src/shared/core/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { functionsUrl } from '../support/env';
import { expectNoDocumentWritten, ledgerEntries, notifications, visitor } from './support';
import {
  completeHeldPaypalPayout,
  createPayoutUser,
  expectFailureRefundedOnce,
  expectNoPayoutWrites,
  hasProviderId,
  hasStatus,
  payoutDoc,
  payoutsOf,
  postPaypalWebhook,
  sentWebhook,
  waitForPayout,
  webhookDeliveries,
} from './payoutSupport';
import { accountOf, expectBooksBalanced, houseEntries, newRequestId, setFlags } from './walletSupport';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';

const DAY_MS = 24 * 3_600_000;

const payout = (amount: number, email: string, requestId = newRequestId()) => ({
  amount,
  email,
  gateway: 'paypal',
  requestId,
});

/** The payout_in_flight bucket's total for one payout. */
async function inFlight(payoutId: string): Promise<number> {
  const entries = await houseEntries();
  return entries
    .filter((entry) => entry.bucket === 'payouts_in_flight' && entry.reference?.id === payoutId)
    .reduce((sum, entry) => sum + entry.amount, 0);
}

afterEach(async () => {
  await expectBooksBalanced();
});

describe('makePayout (PayPal)', () => {
  it('debits at once, stays pending, and completes when PayPal reports success', async () => {
    const user = await createPayoutUser({ balance: 10_000 });
    // The payout counts towards the caller's active session, found on the server.
    const { sessionId } = await user.call('createSession', {});
    const request = payout(2_500, 'winner@example.test');
    const result = await user.call('makePayout', request);
    const payoutId = `${user.uid}_${request.requestId}`;
    expect(result).toEqual({ payoutId, status: 'pending', amount: 2_500 });

    expect((await accountOf(user.uid)).balance).toBe(7_500);
    const entries = await ledgerEntries(user.uid);
    expect(entries.find((entry) => entry.id === `payout_${request.requestId}`)).toMatchObject({
      type: 'payout',
      amount: -2_500,
      balanceAfter: 7_500,
      sessionId,
      reference: { kind: 'payout', id: payoutId },
    });
    expect(await notifications(user.uid)).toEqual([expect.objectContaining({ type: 'payout', variables: { amount: 2_500 } })]);
    const created = await payoutDoc(user.uid, request.requestId);
    expect(created).toMatchObject({
      userId: user.uid,
      gateway: 'paypal',
      amount: 2_500,
      providerAmount: { value: 2_500, currency: 'USD' },
      email: 'winner@example.test',
      requestId: request.requestId,
      sessionId,
      failureReason: null,
    });
    expect(['pending', 'completed']).toContain(created?.status);

    const done = await waitForPayout(user.uid, request.requestId, hasStatus('completed'));
    expect(done.providerId).toEqual(expect.any(String));
    expect(await inFlight(payoutId)).toBe(0);
    expect((await accountOf(user.uid)).balance).toBe(7_500);
    expect(await ledgerEntries(user.uid)).toHaveLength(2);
    // The deposit payer email stays as it was; the payout email lives on the payout.
    expect((await payoutDoc(user.uid, request.requestId))?.email).toBe('winner@example.test');
  });

  it('refunds when PayPal denies the payout', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    const request = payout(1_000, 'deny@example.test');
    expect(await user.call('makePayout', request)).toMatchObject({ status: 'pending', amount: 1_000 });
    expect((await accountOf(user.uid)).balance).toBe(4_000);

    const failed = await waitForPayout(user.uid, request.requestId, hasStatus('failed'));
    expect(failed.failureReason).toEqual(expect.any(String));
    expect((await accountOf(user.uid)).balance).toBe(5_000);
    const refund = (await ledgerEntries(user.uid)).find((entry) => entry.type === 'refund');
    expect(refund).toMatchObject({ amount: 1_000, balanceAfter: 5_000, reference: { kind: 'payout', id: failed.id } });
    const notes = await notifications(user.uid);
    expect(notes.map((note) => note.type).sort()).toEqual(['payout', 'refund']);
    expect(notes.find((note) => note.type === 'refund')?.variables).toEqual({ amount: 1_000, reason: failed.failureReason });
    expect(await inFlight(failed.id)).toBe(0);
  });

  it('refunds at once when PayPal refuses the request', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    const request = payout(1_500, 'reject@example.test');
    expect(await expectCallableError(user.call('makePayout', request), 'failed-precondition')).toBe(walletMessages.payoutFailed);

    expect((await accountOf(user.uid)).balance).toBe(5_000);
    const stored = await payoutDoc(user.uid, request.requestId);
    expect(stored).toMatchObject({ status: 'failed', providerId: null });
    expect((await ledgerEntries(user.uid)).map((entry) => [entry.type, entry.amount]).sort()).toEqual([
      ['admin_adjustment', 5_000],
      ['payout', -1_500],
      ['refund', 1_500],
    ]);
    expect((await notifications(user.uid)).map((note) => note.type).sort()).toEqual(['payout', 'refund']);

    // Repeating the request gives the same answer and moves nothing.
    await expectNoPayoutWrites(user.uid, async () => {
      expect(await expectCallableError(user.call('makePayout', request), 'failed-precondition')).toBe(walletMessages.payoutFailed);
    });
  });

  it('keeps a held payout pending until PayPal completes it', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    const request = payout(2_000, 'hold@example.test');
    await user.call('makePayout', request);
    const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
    expect(held.status).toBe('pending');
    expect(await inFlight(held.id)).toBe(2_000);

    await completeHeldPaypalPayout(held.providerId!, 'SUCCESS');
    await waitForPayout(user.uid, request.requestId, hasStatus('completed'));
    expect((await accountOf(user.uid)).balance).toBe(3_000);
    expect(await inFlight(held.id)).toBe(0);
  });

  it('refuses amounts above the balance, and any payout from an empty balance, changing nothing', async () => {
    const user = await createPayoutUser({ balance: 1_000 });
    await expectNoPayoutWrites(user.uid, async () => {
      const message = await expectCallableError(user.call('makePayout', payout(1_001, 'a@example.test')), 'failed-precondition');
      expect(message).toBe(walletMessages.payoutExceedsBalance);
    });
    await user.call('makePayout', payout(1_000, 'hold@example.test'));
    expect((await accountOf(user.uid)).balance).toBe(0);

    await expectNoPayoutWrites(user.uid, async () => {
      const message = await expectCallableError(user.call('makePayout', payout(100, 'a@example.test')), 'failed-precondition');
      expect(message).toBe(walletMessages.payoutInsufficient);
    });
    const empty = await createPayoutUser({ balance: 0 });
    await expectNoPayoutWrites(empty.uid, async () => {
      const message = await expectCallableError(empty.call('makePayout', payout(100, 'a@example.test')), 'failed-precondition');
      expect(message).toBe(walletMessages.payoutInsufficient);
    });
  });

  it('refuses an unverified user, a user who never paid with PayPal, and a switched-off gateway', async () => {
    const unverified = await createPayoutUser({ verified: false });
    await expectNoPayoutWrites(unverified.uid, async () => {
      const message = await expectCallableError(unverified.call('makePayout', payout(500, 'a@example.test')), 'failed-precondition');
      expect(message).toBe(identityMessages.identityRequired);
    });

    const noPaypal = await createPayoutUser({ paypal: false });
    await expectNoPayoutWrites(noPaypal.uid, async () => {
      const message = await expectCallableError(noPaypal.call('makePayout', payout(500, 'a@example.test')), 'failed-precondition');
      expect(message).toBe(walletMessages.payoutMethodUnavailable);
    });

    const user = await createPayoutUser();
    await setFlags({ paypal: false });
    try {
      await expectNoPayoutWrites(user.uid, async () => {
        const message = await expectCallableError(user.call('makePayout', payout(500, 'a@example.test')), 'failed-precondition');
        expect(message).toBe(walletMessages.featureDisabled);
      });
    } finally {
      await setFlags({ paypal: true });
    }
  });

  it('lets paused and self-excluded users withdraw', async () => {
    const now = Date.now();
    const period = { enabled: true, startDate: now - DAY_MS, endDate: now + 180 * DAY_MS };
    const excluded = await createPayoutUser({ preferences: { gamblingSelfExclude: period } });
    const paused = await createPayoutUser({ preferences: { gamblingSelfPause: period } });
    const flagged = await createPayoutUser({ exclusion: 'Yes' });
    for (const user of [excluded, paused, flagged]) {
      expect(await user.call('makePayout', payout(1_000, 'hold@example.test'))).toMatchObject({ status: 'pending' });
      expect((await accountOf(user.uid)).balance).toBe(9_000);
    }
  });

  it('pays a repeated request once, whether repeats come later or together', async () => {
    const user = await createPayoutUser({ balance: 10_000 });
    const request = payout(3_000, 'hold@example.test');
    const first = await user.call('makePayout', request);
    const again = await Promise.all(Array.from({ length: 5 }, () => user.call('makePayout', request)));
    for (const result of again) expect(result).toEqual(first);
    const held = await waitForPayout(user.uid, request.requestId, hasProviderId);

    const together = payout(2_000, 'hold@example.test');
    const results = await Promise.all(Array.from({ length: 5 }, () => user.call('makePayout', together)));
    expect(new Set(results.map((result) => result.payoutId)).size).toBe(1);
    const heldTogether = await waitForPayout(user.uid, together.requestId, hasProviderId);

    expect((await accountOf(user.uid)).balance).toBe(5_000);
    expect((await ledgerEntries(user.uid)).filter((entry) => entry.type === 'payout')).toHaveLength(2);
    expect(await payoutsOf(user.uid)).toHaveLength(2);
    expect((await notifications(user.uid)).filter((note) => note.type === 'payout')).toHaveLength(2);

    // One PayPal batch per request: completing each sends exactly one webhook.
    const before = (await webhookDeliveries()).filter((delivery) => delivery.type === 'PAYMENT.PAYOUTSBATCH.SUCCESS').length;
    await completeHeldPaypalPayout(held.providerId!, 'SUCCESS');
    await completeHeldPaypalPayout(heldTogether.providerId!, 'SUCCESS');
    await waitForPayout(user.uid, request.requestId, hasStatus('completed'));
    await waitForPayout(user.uid, together.requestId, hasStatus('completed'));
    const after = (await webhookDeliveries()).filter((delivery) => delivery.type === 'PAYMENT.PAYOUTSBATCH.SUCCESS').length;
    expect(after - before).toBe(2);
    expect((await accountOf(user.uid)).balance).toBe(5_000);
  });

  it('refuses bad input with invalid-argument and writes nothing', async () => {
    const user = await createPayoutUser();
    const ok = payout(500, 'a@example.test');
    const bad: unknown[] = [
      null,
      {},
      { ...ok, amount: 99 },
      { ...ok, amount: 0 },
      { ...ok, amount: -500 },
      { ...ok, amount: 10.5 },
      { ...ok, amount: '500' },
      { ...ok, email: 'not-an-email' },
      { ...ok, email: '' },
      { ...ok, gateway: 'truelayer' },
      { ...ok, requestId: 'short' },
      { ...ok, requestId: undefined },
      { ...ok, userId: 'someone-else' },
    ];
    await expectNoPayoutWrites(user.uid, async () => {
      for (const payload of bad) {
        await expectCallableError(user.call('makePayout', payload), 'invalid-argument');
      }
    });
  });

  it('refuses a signed-out caller with the sign-in message and writes nothing', async () => {
    const anonymous = await visitor();
    await expectNoDocumentWritten(async () => {
      const message = await expectCallableError(anonymous.call('makePayout', payout(1_000, 'a@example.test')), 'unauthenticated');
      expect(message).toBe(coreMessages.signInRequired);
    });
  });
});

describe('paypalWebhook', () => {
  it('refunds a denied payout once when PayPal delivers the denial again, alone or several at once', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    const request = payout(2_000, 'hold@example.test');
    await user.call('makePayout', request);
    const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
    await completeHeldPaypalPayout(held.providerId!, 'DENIED');
    const batchOf = (body: Record<string, unknown>) => (body.resource as { batch_header?: { payout_batch_id?: string } }).batch_header?.payout_batch_id;
    const sandboxDelivery = () => sentWebhook('PAYMENT.PAYOUTSBATCH.DENIED', (body) => batchOf(body) === held.providerId);
    await expectFailureRefundedOnce(user.uid, held, request.requestId, sandboxDelivery, { balance: 5_000, refunded: 2_000 });
    expect(await inFlight(held.id)).toBe(0);
  });

  it('refuses a forged delivery with 401 and changes nothing', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    const request = payout(2_000, 'hold@example.test');
    await user.call('makePayout', request);
    const held = await waitForPayout(user.uid, request.requestId, hasProviderId);
    const event = {
      id: 'WH-FORGED-1',
      event_type: 'PAYMENT.PAYOUTSBATCH.DENIED',
      resource: {
        batch_header: { payout_batch_id: held.providerId, batch_status: 'DENIED', sender_batch_header: { sender_batch_id: held.id } },
      },
    };
    const headers = {
      'paypal-transmission-id': 'forged-transmission',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': 'Zm9yZ2Vk',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-forged',
      'paypal-auth-algo': 'SHA256withRSA',
    };
    await expectNoPayoutWrites(user.uid, async () => {
      expect((await postPaypalWebhook(event, headers)).status).toBe(401);
      expect((await postPaypalWebhook(event, {})).status).toBe(401);
      expect((await postPaypalWebhook(event, headers, 'GET')).status).toBe(405);
    });
    expect((await payoutDoc(user.uid, request.requestId))?.status).toBe('pending');

    // The real outcome still arrives.
    await completeHeldPaypalPayout(held.providerId!, 'DENIED');
    await waitForPayout(user.uid, request.requestId, hasStatus('failed'));
    expect((await accountOf(user.uid)).balance).toBe(5_000);
  });

  it('answers malformed deliveries with 400 or 401 and writes nothing', async () => {
    const user = await createPayoutUser({ balance: 5_000 });
    await user.call('makePayout', payout(1_000, 'hold@example.test'));
    const send = async (rawBody: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${functionsUrl()}/paypalWebhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: rawBody });
      await response.arrayBuffer();
      return response.status;
    };
    const claimed = {
      'paypal-transmission-id': 'claimed-transmission',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': 'Zm9yZ2Vk',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-claimed',
      'paypal-auth-algo': 'SHA256withRSA',
    };
    await expectNoDocumentWritten(async () => {
      // Bodies that are not a JSON object or array never reach the handler.
      for (const body of ['not json', '{"event_type":', 'null']) expect(await send(body, claimed), body).toBe(400);
      for (const body of ['[]', '{}', JSON.stringify({ event_type: 'PAYMENT.PAYOUTSBATCH.DENIED', resource: { batch_header: { payout_batch_id: '../x' } } })]) {
        expect(await send(body, claimed), body).toBe(401);
        expect(await send(body), body).toBe(401);
      }
    });
  });
});
