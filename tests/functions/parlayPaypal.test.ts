import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { ledgerEntries } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { createSandboxOrder, expectBooksBalanced, newRequestId, orderDoc } from './walletSupport';
import { accountOf, battleBettor, type SignedInClient } from './battleSupport';
import { liveStreamer, parlayRequest, parlays, valorantOdds } from './streamBetSupport';
import { challengePaypalCustomId } from '../../functions/src/shared/challenges/firestorePaths';
import { parlayPaypalCustomId, streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { streamBetMessages } from '../../functions/src/shared/streamBets/messages';
import { paypalCustomId } from '../../functions/src/shared/wallet/constants';
import { walletMessages } from '../../functions/src/shared/wallet/messages';

beforeEach(async () => {
  await setConfig({ betting: true, paypal: true });
});

afterEach(async () => {
  await clearConfig();
});

/** Everything a refused Kills + Win could have written for `uid` on this stream. */
async function state(uid: string, streamId: string) {
  const [account, entries, stream] = await Promise.all([accountOf(uid), ledgerEntries(uid), parlays(streamId)]);
  return { account, entries: entries.map((entry) => entry.id).sort(), parlays: stream.map((parlay) => parlay.id).sort() };
}

async function expectRefused(client: SignedInClient, streamId: string, request: ReturnType<typeof parlayRequest>, code: string, message: string) {
  const before = await state(client.uid, streamId);
  expect(await expectCallableError(client.call('createParlay', request), code)).toBe(message);
  expect(await state(client.uid, streamId)).toEqual(before);
}

describe('createParlay paid with PayPal', () => {
  it('verifies the order with PayPal, credits it like a deposit and escrows it, once', async () => {
    const star = await liveStreamer(100);
    const supporter = await battleBettor({ cash: 0 });
    const target = (await valorantOdds(supporter, star.streamId)).killsTarget;
    const requestId = newRequestId();
    const orderId = await createSandboxOrder({ amountCents: 2_000, customId: parlayPaypalCustomId(supporter.uid, star.streamId, requestId) });
    const request = parlayRequest(star.streamId, target, { requestId, orderId });

    const placed = await supporter.call('createParlay', request);
    expect(placed).toEqual({ parlayId: expect.stringMatching(/^[A-Za-z0-9]{20}$/), amount: 2_000, killsTarget: target, balanceAfter: 0 });
    expect(await supporter.call('createParlay', request)).toEqual(placed);
    const { parlayId } = placed;

    expect((await adminDb.doc(streamBetPaths.parlay(star.streamId, parlayId)).get()).data()).toMatchObject({ paidBy: 'paypal', basePrice: 2_000, status: 'active' });
    expect(await orderDoc('paypal', orderId)).toMatchObject({ userId: supporter.uid, amount: 2_000, status: 'completed' });
    const entries = await ledgerEntries(supporter.uid);
    expect(entries.filter((entry) => entry.type === 'add_balance').map((entry) => entry.amount)).toEqual([2_000]);
    expect(entries.filter((entry) => entry.type === 'parlay_placed').map((entry) => entry.amount)).toEqual([-2_000]);
    await expectBooksBalanced();
  });

  it('refuses forged orders with nothing staked: a deposit, a challenge, another parlay, another user, the wrong amount, unpaid, reused', async () => {
    const star = await liveStreamer(100);
    const supporter = await battleBettor({ cash: 0 });
    const someone = await battleBettor({ cash: 0 });
    const target = (await valorantOdds(supporter, star.streamId)).killsTarget;
    const requestId = newRequestId();
    const ownId = parlayPaypalCustomId(supporter.uid, star.streamId, requestId);
    const forged = async (customId: string, amountCents = 2_000, extra: { status?: 'APPROVED' } = {}) =>
      parlayRequest(star.streamId, target, { requestId, orderId: await createSandboxOrder({ amountCents, customId, ...extra }) });
    const attempt = (request: ReturnType<typeof parlayRequest>, code: string, message: string) => expectRefused(supporter, star.streamId, request, code, message);

    await attempt(await forged(paypalCustomId(supporter.uid)), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(challengePaypalCustomId(supporter.uid, star.streamId, requestId)), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(parlayPaypalCustomId(supporter.uid, star.streamId, newRequestId())), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(parlayPaypalCustomId(someone.uid, star.streamId, requestId)), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(ownId, 1_999), 'failed-precondition', walletMessages.paymentAmountMismatch);
    await attempt(await forged(ownId, 2_000, { status: 'APPROVED' }), 'failed-precondition', walletMessages.paymentNotCompleted);
    await attempt(
      { ...parlayRequest(star.streamId, target, { requestId, orderId: 'ORDER-WITH-CREDITS' }), credits: 1 },
      'invalid-argument',
      streamBetMessages.paypalCashOnly,
    );

    const paid = await forged(ownId);
    await supporter.call('createParlay', paid);
    // The same order again, for a new Kills + Win: its custom id names the first one, so it pays for nothing else.
    await attempt({ ...paid, requestId: newRequestId() }, 'permission-denied', walletMessages.paymentNotYours);
    expect(await accountOf(supporter.uid)).toMatchObject({ balance: 0 });
    expect((await ledgerEntries(supporter.uid)).filter((entry) => entry.type === 'add_balance')).toHaveLength(1);
    expect(await parlays(star.streamId)).toHaveLength(1);
    await expectBooksBalanced();
  });
});
