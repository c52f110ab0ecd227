import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { ledgerEntries, notifications, visitor } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { createSandboxOrder, expectBooksBalanced, newRequestId, orderDoc, setPreferences } from './walletSupport';
import {
  accountOf,
  challengeBuckets,
  challengeDoc,
  challenger,
  challengeRequest,
  contributionsOf,
  doubleDownRequest,
  newChallengeId,
  streamerWithStream,
  votesOf,
  type SignedInClient,
} from './challengeSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { challengePaths, challengePaypalCustomId } from '../../functions/src/shared/challenges/firestorePaths';
import { challengeMessages, formatChallengeMessage } from '../../functions/src/shared/challenges/messages';
import { STATIC_CHALLENGES } from '../../functions/src/shared/challenges/constants';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { paypalCustomId } from '../../functions/src/shared/wallet/constants';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { wagerMessages } from '../../functions/src/shared/wagers/messages';

beforeEach(async () => {
  await setConfig({ betting: true, paypal: true });
});

afterEach(async () => {
  await clearConfig();
});

/** Everything a refused request could have written for `uid` on this stream. */
async function state(uid: string, streamId: string, challengeId: string) {
  const [account, entries, challenge, stream] = await Promise.all([
    accountOf(uid),
    ledgerEntries(uid),
    challengeDoc(streamId, challengeId),
    adminDb.doc(streamPaths.stream(streamId)).get(),
  ]);
  return { account, entries: entries.map((entry) => entry.id).sort(), challenge: challenge ?? null, heat: stream.get('heat') as unknown };
}

async function expectRefused(client: SignedInClient, streamId: string, challengeId: string, action: () => Promise<unknown>, code: string, message?: string) {
  const before = await state(client.uid, streamId, challengeId);
  const received = await expectCallableError(action(), code);
  if (message) expect(received).toBe(message);
  expect(await state(client.uid, streamId, challengeId)).toEqual(before);
}

/** A challenge sent by a new challenger with $1,000 and 5 credits. */
async function sentChallenge(stake: { cash: number; credits?: number } = { cash: 1_000 }) {
  const streamer = await streamerWithStream();
  const creator = await challenger({ cash: 100_000, credits: 5 });
  const request = challengeRequest(streamer.uid, { basePrice: stake.cash, credits: stake.credits ?? 0 });
  await creator.call('createChallenge', request);
  return { streamer, creator, challengeId: request.challengeId, streamId: streamer.uid };
}

describe('createChallenge', () => {
  it('escrows the stake, records the challenge, its contribution and Added line, counts heat and tells the streamer, once per request', async () => {
    const streamer = await streamerWithStream();
    const creator = await challenger({ cash: 10_000, credits: 2 });
    const request = challengeRequest(streamer.uid, { basePrice: 1_500, credits: 1 });
    const first = await creator.call('createChallenge', request);
    expect(first).toEqual({ challengeId: request.challengeId, amount: 2_000, balanceAfter: 8_500 });
    expect(await creator.call('createChallenge', request)).toEqual(first);

    expect(await accountOf(creator.uid)).toMatchObject({ balance: 8_500, credits: 1 });
    const challenge = await challengeDoc(streamer.uid, request.challengeId);
    expect(challenge).toMatchObject({
      status: 'submitted',
      streamerId: streamer.uid,
      userId: creator.uid,
      challengerName: creator.uid,
      title: 'Pistols only',
      basePrice: 1_500,
      credits: 1,
      totalAmount: 2_000,
      totalVotes: 0,
      settlementPending: false,
      paidBy: 'balance',
    });
    expect(await contributionsOf(streamer.uid, request.challengeId)).toEqual([
      expect.objectContaining({ id: 'original', userId: creator.uid, cash: 1_500, credits: 1, value: 2_000, status: 'held', isDoubleDown: false }),
    ]);
    expect((await votesOf(streamer.uid, request.challengeId)).map(({ username, paidAmount }) => ({ username, paidAmount }))).toEqual([
      { username: creator.uid, paidAmount: 2_000 },
    ]);
    expect(await challengeBuckets(streamer.uid, request.challengeId)).toEqual({ wagers_held: 1_500 });
    const received = (await notifications(streamer.uid)).filter((note) => note.type === 'challenge_received');
    expect(received.map((note) => note.variables)).toEqual([expect.objectContaining({ amount: 2_000, challengeId: request.challengeId })]);
    expect((await adminDb.doc(streamPaths.stream(streamer.uid)).get()).get('heat.challenges')).toBe(1);
    await expectBooksBalanced();
  });

  it('sends a preset challenge with its own title, and lists the presets to visitors and signed-in users', async () => {
    const streamer = await streamerWithStream();
    const creator = await challenger();
    const preset = STATIC_CHALLENGES[0];
    const request = challengeRequest(streamer.uid, { staticType: preset.staticType, basePrice: 10_000 });
    await creator.call('createChallenge', request);
    expect(await challengeDoc(streamer.uid, request.challengeId)).toMatchObject({ isStatic: true, staticType: preset.staticType, title: preset.title });
    const anyone = await visitor();
    expect((await anyone.call('getStaticChallenges', { streamId: streamer.uid })).challenges).toEqual(STATIC_CHALLENGES.map((item) => ({ ...item })));
    expect((await creator.call('getStaticChallenges', { streamId: streamer.uid })).challenges).toEqual(STATIC_CHALLENGES.map((item) => ({ ...item })));
    const closed = await streamerWithStream({ challengesOn: false });
    expect((await anyone.call('getStaticChallenges', { streamId: closed.uid })).challenges).toEqual([]);
  });

  it('refuses the streamer on their own stream, a stream taking no challenges, an unknown stream, a short balance and a taken id', async () => {
    const streamer = await streamerWithStream();
    const closed = await streamerWithStream({ challengesOn: false });
    const poor = await challenger({ cash: 400, credits: 0 });
    const own = challengeRequest(streamer.uid);
    await expectRefused(streamer, streamer.uid, own.challengeId, () => streamer.call('createChallenge', own), 'failed-precondition', challengeMessages.ownStream);
    const off = challengeRequest(closed.uid);
    await expectRefused(poor, closed.uid, off.challengeId, () => poor.call('createChallenge', off), 'failed-precondition', challengeMessages.challengesOff);
    const nowhere = challengeRequest('no-such-stream');
    await expectRefused(poor, 'no-such-stream', nowhere.challengeId, () => poor.call('createChallenge', nowhere), 'not-found', challengeMessages.streamNotFound);
    const short = challengeRequest(streamer.uid, { basePrice: 500 });
    await expectRefused(poor, streamer.uid, short.challengeId, () => poor.call('createChallenge', short), 'failed-precondition', wagerMessages.insufficientFunds);

    const { streamId, challengeId, creator } = await sentChallenge();
    const copy = challengeRequest(streamId, { challengeId });
    const other = await challenger();
    await expectRefused(other, streamId, challengeId, () => other.call('createChallenge', copy), 'already-exists', challengeMessages.idTaken);
    expect((await challengeDoc(streamId, challengeId))?.userId).toBe(creator.uid);
  });
});

describe('createChallenge paid with PayPal', () => {
  it('verifies the order with PayPal, credits it like a deposit and escrows it, once', async () => {
    const streamer = await streamerWithStream();
    const creator = await challenger({ cash: 0 });
    const challengeId = newChallengeId();
    const orderId = await createSandboxOrder({ amountCents: 2_500, customId: challengePaypalCustomId(creator.uid, streamer.uid, challengeId) });
    const request = challengeRequest(streamer.uid, { challengeId, basePrice: 2_500, orderId });
    expect(await creator.call('createChallenge', request)).toEqual({ challengeId, amount: 2_500, balanceAfter: 0 });
    await creator.call('createChallenge', request);

    expect(await challengeDoc(streamer.uid, challengeId)).toMatchObject({ paidBy: 'paypal', totalAmount: 2_500 });
    expect(await orderDoc('paypal', orderId)).toMatchObject({ userId: creator.uid, amount: 2_500, status: 'completed' });
    const entries = await ledgerEntries(creator.uid);
    expect(entries.filter((entry) => entry.type === 'add_balance').map((entry) => entry.amount)).toEqual([2_500]);
    expect(entries.filter((entry) => entry.type === 'challenge_placed').map((entry) => entry.amount)).toEqual([-2_500]);
    await expectBooksBalanced();
  });

  it('refuses forged orders: a deposit, another challenge, another user, the wrong amount, unpaid, and an order used twice', async () => {
    const streamer = await streamerWithStream();
    const creator = await challenger({ cash: 0 });
    const someone = await challenger({ cash: 0 });
    const challengeId = newChallengeId();
    const ownId = challengePaypalCustomId(creator.uid, streamer.uid, challengeId);
    const forged = async (customId: string, amountCents = 2_000, extra: { status?: 'APPROVED'; captureStatus?: 'PENDING' } = {}) =>
      challengeRequest(streamer.uid, { challengeId, basePrice: 2_000, orderId: await createSandboxOrder({ amountCents, customId, ...extra }) });
    const attempt = async (request: ReturnType<typeof challengeRequest>, code: string, message: string) =>
      expectRefused(creator, streamer.uid, challengeId, () => creator.call('createChallenge', request), code, message);

    await attempt(await forged(paypalCustomId(creator.uid)), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(challengePaypalCustomId(creator.uid, streamer.uid, 'another-challenge')), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(challengePaypalCustomId(someone.uid, streamer.uid, challengeId)), 'permission-denied', walletMessages.paymentNotYours);
    await attempt(await forged(ownId, 1_999), 'failed-precondition', walletMessages.paymentAmountMismatch);
    await attempt(await forged(ownId, 2_000, { status: 'APPROVED' }), 'failed-precondition', walletMessages.paymentNotCompleted);

    const paid = await forged(ownId);
    await creator.call('createChallenge', paid);
    const again = { ...paid, requestId: newRequestId() };
    expect(await expectCallableError(creator.call('createChallenge', again), 'already-exists')).toBe(walletMessages.paymentAlreadyUsed);
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 0 });
    await expectBooksBalanced();
  });
});

describe('updateChallenge', () => {
  it('lets only the stream owner move the status, and only along the allowed transitions', async () => {
    const { streamer, creator, streamId, challengeId } = await sentChallenge();
    const other = await challenger();
    const move = (client: SignedInClient, status: string) => client.call('updateChallenge', { streamId, challengeId, status });
    for (const client of [creator, other]) {
      await expectRefused(client, streamId, challengeId, () => move(client, 'active'), 'permission-denied', challengeMessages.onlyStreamer);
    }
    for (const status of ['completed', 'failed']) {
      await expectRefused(streamer, streamId, challengeId, () => move(streamer, status), 'failed-precondition', formatChallengeMessage.transitionRefused('submitted', status));
    }
    expect(await move(streamer, 'active')).toMatchObject({ challengeId, status: 'active' });
    for (const status of ['active', 'declined']) {
      await expectRefused(streamer, streamId, challengeId, () => move(streamer, status), 'failed-precondition', formatChallengeMessage.transitionRefused('active', status));
    }
    await move(streamer, 'failed');
    for (const status of ['active', 'declined', 'completed', 'failed']) {
      await expectRefused(streamer, streamId, challengeId, () => move(streamer, status), 'failed-precondition', formatChallengeMessage.transitionRefused('failed', status));
    }
    await expectBooksBalanced();
  });

  it('lets only the creator edit the title and description, and only while new or accepted', async () => {
    const { streamer, creator, streamId, challengeId } = await sentChallenge();
    const edit = (client: SignedInClient) => client.call('updateChallenge', { streamId, challengeId, title: 'Knife only', description: 'One round, knife only' });
    await expectRefused(streamer, streamId, challengeId, () => edit(streamer), 'permission-denied', challengeMessages.onlyCreator);
    expect(await edit(creator)).toEqual({ challengeId, status: 'submitted', title: 'Knife only', description: 'One round, knife only' });
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
    await creator.call('updateChallenge', { streamId, challengeId, title: 'Knife only, twice' });
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ title: 'Knife only, twice', description: 'One round, knife only', basePrice: 1_000 });
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'completed' });
    await expectRefused(creator, streamId, challengeId, () => edit(creator), 'failed-precondition', challengeMessages.notEditable);
  });

  it('pays the streamer 90% of a pot of several contributors, credits and an anonymous double-down included; the house keeps the rest', async () => {
    const { streamer, creator, streamId, challengeId } = await sentChallenge({ cash: 1_000 });
    const fanA = await challenger({ cash: 10_000, credits: 1 });
    const fanB = await challenger({ cash: 10_000 });
    const added = await fanA.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 2_500, credits: 1 }, true));
    expect(added).toMatchObject({ amount: 3_000, totalAmount: 4_000, balanceAfter: 7_500 });
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
    await fanB.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 777 }));

    expect((await votesOf(streamId, challengeId)).filter((vote) => vote.isDoubleDown).map((vote) => vote.username).sort()).toEqual(['Anonymous', fanB.uid].sort());
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'completed' });

    // Pot: $10.00 + $25.00 + 1 credit ($5.00) + $7.77 = $47.77; the streamer gets $42.99 (90%, rounded down).
    const challenge = await challengeDoc(streamId, challengeId);
    expect(challenge).toMatchObject({ status: 'completed', totalAmount: 4_777, streamerPayout: 4_299, settlementPending: false, contributionCount: 3 });
    expect(await accountOf(streamer.uid)).toMatchObject({ balance: 4_299 });
    expect((await contributionsOf(streamId, challengeId)).map((item) => item.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await accountOf(fanA.uid)).toMatchObject({ balance: 7_500, credits: 0 });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 99_000 });
    // Held cash (4,277) went to the house, which paid the streamer 4,299: the credit's $5 cost the house, less its 10%.
    expect(await challengeBuckets(streamId, challengeId)).toEqual({ wagers_held: 0, house: -22 });
    const paid = (await ledgerEntries(streamer.uid)).filter((entry) => entry.type === 'challenge_completed');
    expect(paid.map((entry) => entry.amount)).toEqual([4_299]);
    for (const payer of [creator, fanA, fanB]) {
      const told = (await notifications(payer.uid)).filter((note) => note.type === 'challenge_completed');
      expect(told.map((note) => note.variables)).toEqual([expect.objectContaining({ streamId, title: 'Pistols only', streamer: streamer.username })]);
    }
    await expectBooksBalanced();
  });

  for (const [status, notice] of [
    ['declined', 'challenge_rejected'],
    ['failed', 'challenge_failed'],
  ] as const) {
    it(`refunds every contribution to whoever paid it when ${status}, cash and credits`, async () => {
      const { streamer, creator, streamId, challengeId } = await sentChallenge({ cash: 1_200, credits: 2 });
      const fan = await challenger({ cash: 5_000, credits: 1 });
      await fan.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 600, credits: 1 }));
      if (status === 'failed') await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
      await streamer.call('updateChallenge', { streamId, challengeId, status });

      expect(await accountOf(creator.uid)).toMatchObject({ balance: 100_000, credits: 5 });
      expect(await accountOf(fan.uid)).toMatchObject({ balance: 5_000, credits: 1 });
      expect(await accountOf(streamer.uid)).toMatchObject({ balance: 0 });
      expect((await contributionsOf(streamId, challengeId)).map((item) => item.status)).toEqual(['refunded', 'refunded']);
      expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status, settlementPending: false, streamerPayout: 0 });
      for (const uid of [creator.uid, fan.uid]) {
        const types = (await notifications(uid)).map((note) => note.type);
        expect(types.filter((type) => type === notice || type === 'refund').sort()).toEqual([notice, 'refund'].sort());
      }
      expect(await challengeBuckets(streamId, challengeId)).toEqual({ wagers_held: 0 });
      await expectBooksBalanced();
    });
  }
});

describe('settleChallenges job', () => {
  it('finishes a settlement that stopped halfway, refunding each contribution once', async () => {
    const { streamer, creator, streamId, challengeId } = await sentChallenge({ cash: 1_000 });
    const fans = [await challenger({ cash: 5_000 }), await challenger({ cash: 5_000 })];
    for (const fan of fans) await fan.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 500 }));
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
    // The failure's status change committed but its settlement never ran (the process stopped).
    await adminDb.doc(challengePaths.challenge(streamId, challengeId)).update({ status: 'failed', settlementPending: true });

    const job = SCHEDULED_JOBS.settleChallenges;
    const halfway = await job.run({ now: Date.now(), pageSize: 1, maxPages: 1 });
    expect(halfway).toMatchObject({ changed: 1, complete: false });
    expect((await contributionsOf(streamId, challengeId)).filter((item) => item.status === 'refunded')).toHaveLength(1);
    expect((await job.run({ now: Date.now(), pageSize: 1 })).complete).toBe(true);
    expect(await job.run({ now: Date.now() })).toMatchObject({ changed: 0, complete: true });

    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ settlementPending: false });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 100_000 });
    for (const fan of fans) expect(await accountOf(fan.uid)).toMatchObject({ balance: 5_000 });
    await expectBooksBalanced();
  });
});

describe('createVote and createDoubleDown', () => {
  it('takes one free vote per user, on new, accepted and completed challenges only', async () => {
    const { streamer, streamId, challengeId } = await sentChallenge();
    const fan = await challenger();
    expect(await fan.call('createVote', { streamId, challengeId })).toEqual({ challengeId, totalVotes: 1 });
    await expectRefused(fan, streamId, challengeId, () => fan.call('createVote', { streamId, challengeId }), 'already-exists', challengeMessages.alreadyVoted);
    const likes = (await votesOf(streamId, challengeId)).filter((vote) => vote.paidAmount === 0);
    expect(likes).toEqual([expect.objectContaining({ id: fan.uid, username: fan.uid, isDoubleDown: false })]);
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 100_000 });

    await streamer.call('updateChallenge', { streamId, challengeId, status: 'declined' });
    const late = await challenger();
    await expectRefused(late, streamId, challengeId, () => late.call('createVote', { streamId, challengeId }), 'failed-precondition', challengeMessages.votingClosed);
    expect((await challengeDoc(streamId, challengeId))?.totalVotes).toBe(1);
  });

  it('refuses a double-down on a closed challenge, by the streamer, or past the user\'s bet limit', async () => {
    const { streamer, streamId, challengeId } = await sentChallenge();
    const fan = await challenger();
    await expectRefused(
      streamer,
      streamId,
      challengeId,
      () => streamer.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 500 })),
      'failed-precondition',
      challengeMessages.ownStream,
    );
    await setPreferences(fan.uid, { gamblingBetLimits: { bet: 2_000, match: 30_000, updatedAt: null } });
    await expectRefused(
      fan,
      streamId,
      challengeId,
      () => fan.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 2_500 })),
      'failed-precondition',
      'Bet Limit exceeded by $5.00',
    );
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'declined' });
    await expectRefused(fan, streamId, challengeId, () => fan.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 500 })), 'failed-precondition', challengeMessages.notOpen);
    await expectBooksBalanced();
  });
});
