import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ, sampleOddsSnapshot } from './battleSamples';
import { battlePaths, oddsSnapshotId } from '../../functions/src/shared/battles/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { sampleStreamOdds, STREAM_ID } from './streamBetSamples';

const harness = useRulesEnvironment();

describe('battles/{id}/odds/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'battles/{id}/odds/{id}',
      doc: (_ownerUid, id) => battlePaths.oddsSnapshot('battle-1', `snapshot-${id}`),
      collection: () => battlePaths.odds('battle-1'),
      existing: () => sampleOddsSnapshot(),
      created: () => sampleOddsSnapshot(),
      updated: () => ({ competitors: { alpha: { value: 5 }, bravo: { value: 1.05 } } }),
    },
    PUBLIC_READ,
  );
});

describe('odds: attacks', () => {
  it('a bettor cannot publish better odds for themselves', async () => {
    await expectOutcome(
      DENY,
      harness.db('other').doc(battlePaths.oddsSnapshot('battle-1', oddsSnapshotId(99))).set(sampleOddsSnapshot({ competitors: { alpha: { value: 20 } } })),
    );
  });
});

describe('streams/{id}/odds/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{id}/odds/{id}',
      doc: (_ownerUid, id) => streamBetPaths.odds(STREAM_ID, `valorant_${id}`),
      collection: () => streamBetPaths.allOdds(STREAM_ID),
      existing: () => sampleStreamOdds(),
      created: () => sampleStreamOdds(),
      updated: () => ({ multipliers: { kills: 10 } }),
    },
    PUBLIC_READ,
  );

  it('the streamer cannot price their own odds', async () => {
    await expectOutcome(DENY, harness.db('streamer').doc(streamBetPaths.odds(STREAM_ID, 'valorant_mine')).set(sampleStreamOdds({ multipliers: { kills: 10 } })));
  });
});
