import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, SERVER_ONLY, useRulesEnvironment } from './support';
import { BATTLE_COLLECTIONS, battlePaths } from '../../functions/src/shared/battles/firestorePaths';

const harness = useRulesEnvironment();

describe('battles/{id}/chest/{shard} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'battles/{id}/chest/{shard}',
      doc: (_ownerUid, id) => `${battlePaths.chestShards('battle-1')}/shard-${id}`,
      collection: () => battlePaths.chestShards('battle-1'),
      existing: () => ({ total: 5_000, count: 2, stakes: { alpha: 5_000 } }),
      created: () => ({ total: 5_000, count: 2, stakes: { alpha: 5_000 } }),
      updated: () => ({ total: 25_000 }),
    },
    SERVER_ONLY,
  );
});

describe('chest: attacks', () => {
  it('nobody reads the shards across battles with a collection-group query', async () => {
    await expectOutcome(DENY, harness.db('admin').collectionGroup(BATTLE_COLLECTIONS.chest).get());
    await expectOutcome(DENY, harness.db('other').doc(battlePaths.chestShard('battle-1', 0)).set({ total: 1_000_000 }));
  });
});
