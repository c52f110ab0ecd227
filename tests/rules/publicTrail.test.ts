import { describe, expect, it } from 'vitest';
import { ALLOW, DENY, expectOutcome, useRulesEnvironment, type RoleName } from './support';
import { sampleActivity, sampleStreamBet, STREAM_ID } from './streamBetSamples';
import { sampleChallenge, sampleContribution, sampleVote } from './challengeSamples';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { sampleEvent } from './eventSamples';

const harness = useRulesEnvironment();

const BET_ID = 'Xq81bT0rWmQe3LcPz9Ka';
const DOUBLE_DOWN_ID = 'Hf20kLmN7pQrSt4VwYz1';
const BETTOR = 'secret-bettor';
const CHALLENGE_ID = 'challenge-1';
const EVENT_ID = 'event-1';

/** An open bet and an anonymous double-down into a challenge and an event, stored as the server writes them. */
async function seedOpenMoney(): Promise<void> {
  await harness.seed(async (db) => {
    await db.doc(streamBetPaths.bet(STREAM_ID, BET_ID)).set(sampleStreamBet(BETTOR, { id: BET_ID, status: 'open' }));
    await db.doc(streamBetPaths.activityEntry(STREAM_ID, BET_ID)).set(sampleActivity());
    await db.doc(challengePaths.challenge(STREAM_ID, CHALLENGE_ID)).set(sampleChallenge(STREAM_ID, CHALLENGE_ID));
    await db.doc(challengePaths.contribution(STREAM_ID, CHALLENGE_ID, DOUBLE_DOWN_ID)).set(sampleContribution(BETTOR, DOUBLE_DOWN_ID));
    await db.doc(challengePaths.vote(STREAM_ID, CHALLENGE_ID, DOUBLE_DOWN_ID)).set(sampleVote({ username: 'Anonymous', paidAmount: 3_000, isDoubleDown: true }));
    await db.doc(eventPaths.event(EVENT_ID)).set(sampleEvent(EVENT_ID));
    await db.doc(eventPaths.entry(EVENT_ID, DOUBLE_DOWN_ID)).set(sampleContribution(BETTOR, DOUBLE_DOWN_ID));
    await db.doc(eventPaths.vote(EVENT_ID, DOUBLE_DOWN_ID)).set(sampleVote({ username: 'Anonymous', paidAmount: 3_000, isDoubleDown: true }));
  });
}

describe('the public trail of open money', () => {
  for (const role of ['streamer', 'visitor', 'other'] as RoleName[]) {
    it(`${role}: lists the activity and the votes, and can follow none of their ids to the bettor or payer`, async () => {
      await seedOpenMoney();
      const db = harness.db(role);
      const activity = await db.collection(streamBetPaths.activity(STREAM_ID)).get();
      expect(activity.docs.map((doc) => doc.id)).toEqual([BET_ID]);
      const votes = await db.collection(challengePaths.votes(STREAM_ID, CHALLENGE_ID)).get();
      expect(votes.docs.map((doc) => doc.data().username)).toEqual(['Anonymous']);
      await expectOutcome(ALLOW, db.collection(eventPaths.votes(EVENT_ID)).get());

      for (const doc of [...activity.docs, ...votes.docs]) expect(JSON.stringify(doc.data())).not.toContain(BETTOR);
      await expectOutcome(DENY, db.doc(streamBetPaths.bet(STREAM_ID, BET_ID)).get());
      await expectOutcome(DENY, db.collection(streamBetPaths.bets(STREAM_ID)).get());
      await expectOutcome(DENY, db.doc(challengePaths.contribution(STREAM_ID, CHALLENGE_ID, DOUBLE_DOWN_ID)).get());
      await expectOutcome(DENY, db.collection(challengePaths.contributions(STREAM_ID, CHALLENGE_ID)).get());
      await expectOutcome(DENY, db.doc(eventPaths.entry(EVENT_ID, DOUBLE_DOWN_ID)).get());
    });
  }

  it('the bettor reads their own bet and double-downs by those ids', async () => {
    await seedOpenMoney();
    const db = harness.db('owner', BETTOR);
    await expectOutcome(ALLOW, db.doc(streamBetPaths.bet(STREAM_ID, BET_ID)).get());
    await expectOutcome(ALLOW, db.doc(challengePaths.contribution(STREAM_ID, CHALLENGE_ID, DOUBLE_DOWN_ID)).get());
    await expectOutcome(ALLOW, db.doc(eventPaths.entry(EVENT_ID, DOUBLE_DOWN_ID)).get());
  });
});
