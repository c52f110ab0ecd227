import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ, sampleBattle, sampleGame } from './battleSamples';
import { battlePaths, gameId } from '../../functions/src/shared/battles/firestorePaths';

const harness = useRulesEnvironment();

describe('battles/{id}/games/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'battles/{id}/games/{id}',
      doc: (_ownerUid, id) => battlePaths.game(`battle-${id}`, 1),
      collection: (_ownerUid) => battlePaths.games('battle-list'),
      existing: (_ownerUid, id) => sampleGame(`battle-${id}`, 1),
      created: (_ownerUid, id) => sampleGame(`battle-${id}`, 1),
      updated: () => ({ winnerId: 'alpha', status: 'over' }),
    },
    PUBLIC_READ,
  );
});

describe('games: attacks', () => {
  it('an organizer cannot record a result directly (results go through saveBattleGame)', async () => {
    const path = battlePaths.game('battle-1', 1);
    await harness.seed(async (db) => {
      await db.doc(battlePaths.battle('battle-1')).set(sampleBattle('battle-1', { status: 'live' }));
      await db.doc(path).set(sampleGame('battle-1', 1));
    });
    await expectOutcome(DENY, harness.db('organizer').doc(path).update({ winnerId: 'alpha', status: 'over' }));
    await expectOutcome(DENY, harness.db('organizer').doc(`${battlePaths.games('battle-1')}/${gameId('battle-1', 2)}`).set(sampleGame('battle-1', 2)));
  });
});
