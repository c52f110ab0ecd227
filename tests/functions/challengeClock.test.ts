import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expectCallableError } from '../support/client';
import { adminDb } from '../support/admin';
import { notifications } from './support';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced } from './walletSupport';
import { accountOf, challengeBuckets, challengeDoc, challenger, challengeRequest, contributionsOf, doubleDownRequest, streamerWithStream } from './challengeSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { challengeMessages } from '../../functions/src/shared/challenges/messages';
import { CHALLENGE_ANSWER_MS, CHALLENGE_RUN_MS } from '../../functions/src/shared/challenges/constants';

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

/** A $10 challenge from a challenger with $1,000, plus a $6 double-down from a fan with $50. */
async function challengeWithFan() {
  const streamer = await streamerWithStream();
  const creator = await challenger({ cash: 100_000 });
  const fan = await challenger({ cash: 5_000 });
  const request = challengeRequest(streamer.uid, { basePrice: 1_000 });
  await creator.call('createChallenge', request);
  const streamId = streamer.uid;
  const challengeId = request.challengeId;
  await fan.call('createDoubleDown', doubleDownRequest(streamId, challengeId, { cash: 600 }));
  return { streamer, creator, fan, streamId, challengeId };
}

const endOf = async (streamId: string, challengeId: string) => (await challengeDoc(streamId, challengeId))!.endTime!.toMillis();
const job = SCHEDULED_JOBS.settleChallenges;

describe('challenge clock', () => {
  it('gives a new challenge 30 minutes to answer and an accepted one 60 minutes to complete', async () => {
    const before = Date.now();
    const { streamer, streamId, challengeId } = await challengeWithFan();
    const answerBy = await endOf(streamId, challengeId);
    expect(answerBy).toBeGreaterThanOrEqual(before + CHALLENGE_ANSWER_MS);
    expect(answerBy).toBeLessThanOrEqual(Date.now() + CHALLENGE_ANSWER_MS);

    const accepting = Date.now();
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
    const completeBy = await endOf(streamId, challengeId);
    expect(completeBy).toBeGreaterThanOrEqual(accepting + CHALLENGE_RUN_MS);
    expect(completeBy).toBeLessThanOrEqual(Date.now() + CHALLENGE_RUN_MS);

    // Before the end time the job leaves it alone.
    await job.run({ now: completeBy - 1 });
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'active', settlementPending: false });
  });

  it('fails an accepted challenge whose time ran out exactly once, refunding everyone, with two runs at once', async () => {
    const { streamer, creator, fan, streamId, challengeId } = await challengeWithFan();
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
    const end = await endOf(streamId, challengeId);

    await Promise.all([job.run({ now: end }), job.run({ now: end })]);
    await job.run({ now: end + 60_000 });

    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'failed', timedOut: true, endTime: null, settlementPending: false, streamerPayout: 0 });
    expect((await contributionsOf(streamId, challengeId)).map((item) => item.status)).toEqual(['refunded', 'refunded']);
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 100_000 });
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 5_000 });
    expect(await accountOf(streamer.uid)).toMatchObject({ balance: 0 });
    for (const uid of [creator.uid, fan.uid]) {
      const types = (await notifications(uid)).map((note) => note.type).filter((type) => type === 'challenge_failed' || type === 'refund');
      expect(types.sort()).toEqual(['challenge_failed', 'refund']);
    }
    expect(await challengeBuckets(streamId, challengeId)).toEqual({ wagers_held: 0 });
    await expectBooksBalanced();
  });

  it('declines a new challenge nobody answered in time, and refuses the streamer once the clock is at zero', async () => {
    const { streamer, creator, fan, streamId, challengeId } = await challengeWithFan();
    // The clock reached zero a second ago and the job has not run yet.
    await adminDb.doc(challengePaths.challenge(streamId, challengeId)).update({ endTime: Timestamp.fromMillis(Date.now() - 1_000) });
    const refused = await expectCallableError(streamer.call('updateChallenge', { streamId, challengeId, status: 'active' }), 'failed-precondition');
    expect(refused).toBe(challengeMessages.timeUp);
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'submitted', settlementPending: false });

    await Promise.all([job.run({ now: Date.now() }), job.run({ now: Date.now() })]);

    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'declined', timedOut: true, settlementPending: false });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 100_000 });
    expect(await accountOf(fan.uid)).toMatchObject({ balance: 5_000 });
    expect(await challengeBuckets(streamId, challengeId)).toEqual({ wagers_held: 0 });
    await expectBooksBalanced();
  });

  it('keeps a challenge sent before end times existed running until the streamer moves it; accepting starts its clock', async () => {
    const { streamer, creator, streamId, challengeId } = await challengeWithFan();
    await adminDb.doc(challengePaths.challenge(streamId, challengeId)).update({ endTime: FieldValue.delete() });
    const farFuture = Date.now() + 365 * 24 * 3_600_000;

    await job.run({ now: farFuture });
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'submitted', settlementPending: false });

    await streamer.call('updateChallenge', { streamId, challengeId, status: 'active' });
    expect(await endOf(streamId, challengeId)).toBeGreaterThan(Date.now());
    await streamer.call('updateChallenge', { streamId, challengeId, status: 'completed' });
    expect(await challengeDoc(streamId, challengeId)).toMatchObject({ status: 'completed', endTime: null, streamerPayout: 1_440 });
    expect(await accountOf(creator.uid)).toMatchObject({ balance: 99_000 });
    await expectBooksBalanced();
  });
});
