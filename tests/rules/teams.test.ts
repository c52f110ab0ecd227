import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, useRulesEnvironment } from './support';
import { PUBLIC_READ, sampleTeam } from './battleSamples';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';

const harness = useRulesEnvironment();

describe('teams/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'teams/{id}',
      doc: (_ownerUid, id) => battlePaths.team(`team_${id}`),
      collection: () => battlePaths.teams(),
      existing: (_ownerUid, id) => sampleTeam(`team_${id}`),
      created: (_ownerUid, id) => sampleTeam(`team_${id}`),
      updated: () => ({ name: 'Renamed' }),
    },
    PUBLIC_READ,
  );
});

describe('teams: attacks', () => {
  it('the organizer who made a team cannot edit it directly (saves go through saveTeam)', async () => {
    const path = battlePaths.team('team_1');
    await harness.seed((db) => db.doc(path).set(sampleTeam('team_1')));
    await expectOutcome(DENY, harness.db('organizer').doc(path).update({ 'players.mallory': { id: 'mallory', role: 'captain' } }));
  });
});
