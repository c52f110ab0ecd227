import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ } from './battleSamples';
import { sampleActivity, STREAM_ID } from './streamBetSamples';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';

const harness = useRulesEnvironment();

describe('streams/{id}/betActivity/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{id}/betActivity/{id}',
      doc: (_ownerUid, id) => streamBetPaths.activityEntry(STREAM_ID, `bet-${id}`),
      collection: () => streamBetPaths.activity(STREAM_ID),
      existing: () => sampleActivity(),
      created: () => sampleActivity(),
      updated: () => ({ status: 'won' }),
    },
    PUBLIC_READ,
  );
});

describe('betActivity: attacks', () => {
  it('nobody fakes activity to heat a stream up', async () => {
    await expectOutcome(DENY, harness.db('streamer').doc(streamBetPaths.activityEntry(STREAM_ID, 'fake')).set(sampleActivity()));
    await expectOutcome(DENY, harness.db('other').doc(streamBetPaths.activityEntry(STREAM_ID, 'fake')).set(sampleActivity({ kind: 'parlay' })));
  });
});
