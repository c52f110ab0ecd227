import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ, sampleOddsSnapshot } from './battleSamples';
import { battlePaths, oddsSnapshotId } from '../../functions/src/shared/battles/firestorePaths';

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
