import { describe, it } from 'vitest';
import { ACTORS, DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ } from './battleSamples';
import { sampleChallenge } from './challengeSamples';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';

const harness = useRulesEnvironment();

/** The stream belongs to the `streamer` actor. */
const STREAM_ID = ACTORS.streamer.uid;

describe('streams/{id}/challenges/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{id}/challenges/{id}',
      doc: (_ownerUid, id) => challengePaths.challenge(STREAM_ID, `challenge-${id}`),
      collection: () => challengePaths.challenges(STREAM_ID),
      existing: (_ownerUid, id) => sampleChallenge(STREAM_ID, `challenge-${id}`),
      created: (_ownerUid, id) => sampleChallenge(STREAM_ID, `challenge-${id}`),
      updated: () => ({ status: 'completed' }),
    },
    PUBLIC_READ,
  );
});

describe('challenges: attacks', () => {
  const path = challengePaths.challenge(STREAM_ID, 'challenge-1');

  it('the streamer cannot complete a challenge, nor raise its pot, from a client (updateChallenge pays them)', async () => {
    await harness.seed((db) => db.doc(path).set(sampleChallenge(STREAM_ID, 'challenge-1', { status: 'active' })));
    await expectOutcome(DENY, harness.db('streamer').doc(path).update({ status: 'completed' }));
    await expectOutcome(DENY, harness.db('streamer').doc(path).update({ totalAmount: 1_000_000 }));
  });

  it('the creator cannot edit their challenge directly, nor send one without paying', async () => {
    await harness.seed((db) => db.doc(path).set(sampleChallenge(STREAM_ID, 'challenge-1')));
    await expectOutcome(DENY, harness.db('owner', 'creator').doc(path).update({ title: 'Something else' }));
    await expectOutcome(DENY, harness.db('owner', 'creator').doc(challengePaths.challenge(STREAM_ID, 'free-one')).set(sampleChallenge(STREAM_ID, 'free-one')));
  });
});
