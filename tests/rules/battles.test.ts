import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ, sampleBattle } from './battleSamples';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';

const harness = useRulesEnvironment();

describe('battles/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'battles/{id}',
      doc: (_ownerUid, id) => battlePaths.battle(`battle-${id}`),
      collection: () => battlePaths.battles(),
      existing: (_ownerUid, id) => sampleBattle(`battle-${id}`),
      created: (_ownerUid, id) => sampleBattle(`battle-${id}`),
      updated: () => ({ status: 'final' }),
    },
    PUBLIC_READ,
  );
});

describe('battles: attacks', () => {
  const path = battlePaths.battle('battle-1');

  it('the organizer who edits a battle cannot write it directly (saves go through saveBattle)', async () => {
    await harness.seed((db) => db.doc(path).set(sampleBattle('battle-1')));
    await expectOutcome(DENY, harness.db('organizer').doc(path).update({ scheduledAt: new Date('2027-01-01T00:00:00Z') }));
  });

  it('nobody can move the odds or fill the chest from a client', async () => {
    await harness.seed((db) => db.doc(path).set(sampleBattle('battle-1')));
    await expectOutcome(DENY, harness.db('other').doc(path).update({ 'odds.competitors.alpha.value': 20 }));
    await expectOutcome(DENY, harness.db('admin').doc(path).update({ 'chest.total': 25_000 }));
  });
});
