import { describe, it } from 'vitest';
import { ACTORS, DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ } from './battleSamples';
import { sampleChallenge, sampleVote } from './challengeSamples';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { sampleEvent } from './eventSamples';

const harness = useRulesEnvironment();

const STREAM_ID = ACTORS.streamer.uid;
const CHALLENGE_ID = 'challenge-1';
const EVENT_ID = 'event-1';

describe('streams/{id}/challenges/{id}/votes/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{id}/challenges/{id}/votes/{id}',
      doc: (ownerUid) => challengePaths.vote(STREAM_ID, CHALLENGE_ID, ownerUid),
      collection: () => challengePaths.votes(STREAM_ID, CHALLENGE_ID),
      existing: () => sampleVote(),
      created: () => sampleVote(),
      updated: () => ({ paidAmount: 500_000 }),
    },
    PUBLIC_READ,
  );
});

describe('votes: attacks', () => {
  it('a user cannot vote twice by writing votes directly, nor take their vote back', async () => {
    await harness.seed(async (db) => {
      await db.doc(challengePaths.challenge(STREAM_ID, CHALLENGE_ID)).set(sampleChallenge(STREAM_ID, CHALLENGE_ID));
      await db.doc(challengePaths.vote(STREAM_ID, CHALLENGE_ID, 'fan')).set(sampleVote());
    });
    await expectOutcome(DENY, harness.db('owner', 'fan').doc(challengePaths.vote(STREAM_ID, CHALLENGE_ID, 'fan-second')).set(sampleVote()));
    await expectOutcome(DENY, harness.db('owner', 'fan').doc(challengePaths.vote(STREAM_ID, CHALLENGE_ID, 'fan')).delete());
  });

  it('nobody fakes a double-down line', async () => {
    await expectOutcome(
      DENY,
      harness.db('other').doc(challengePaths.vote(STREAM_ID, CHALLENGE_ID, 'fake')).set(sampleVote({ paidAmount: 100_000, isDoubleDown: true })),
    );
  });
});

describe('events/{id}/votes/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'events/{id}/votes/{id}',
      doc: (ownerUid) => eventPaths.vote(EVENT_ID, ownerUid),
      collection: () => eventPaths.votes(EVENT_ID),
      existing: () => sampleVote(),
      created: () => sampleVote(),
      updated: () => ({ paidAmount: 500_000 }),
    },
    PUBLIC_READ,
  );
});

describe('event votes: attacks', () => {
  it('nobody votes on an event, nor fakes an event double-down line, by writing votes directly', async () => {
    await harness.seed((db) => db.doc(eventPaths.event('event-1')).set(sampleEvent('event-1')));
    await expectOutcome(DENY, harness.db('other').doc(eventPaths.vote('event-1', 'other')).set(sampleVote()));
    await expectOutcome(DENY, harness.db('other').doc(eventPaths.vote('event-1', 'fake')).set(sampleVote({ paidAmount: 100_000, isDoubleDown: true })));
    await expectOutcome(DENY, harness.db('other').doc(eventPaths.event('event-1')).update({ totalVotes: 99 }));
  });
});
