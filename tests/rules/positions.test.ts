import { describe, it } from 'vitest';
import {
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  timestampAt,
  useRulesEnvironment,
  type DocumentData,
} from './support';
import { WAGER_COLLECTIONS, wagerPaths } from '../../functions/src/shared/wagers/firestorePaths';
import type { PositionDoc } from '../../functions/src/shared/wagers/types';

const harness = useRulesEnvironment();

/** A users/{uid}/positions/{matchKey} document as the wager path writes it. */
function samplePosition(matchKey: string, overrides: DocumentData = {}): DocumentData {
  const position: PositionDoc<ReturnType<typeof timestampAt>> = {
    matchKey,
    staked: 7_500,
    cash: 5_000,
    credits: 5,
    count: 2,
    updatedAt: timestampAt(Date.parse('2026-01-04T00:00:00Z')),
  };
  return { ...position, ...overrides };
}

describe('users/{uid}/positions/{matchKey} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/positions/{matchKey}',
      doc: (ownerUid, id) => wagerPaths.position(ownerUid, id),
      collection: (ownerUid) => wagerPaths.positions(ownerUid),
      existing: (_ownerUid, id) => samplePosition(id),
      created: (_ownerUid, id) => samplePosition(id),
      updated: () => ({ staked: 0, cash: 0, credits: 0, count: 0 }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('users/{uid}/positions: attacks', () => {
  const victim = 'victim';
  const position = wagerPaths.position(victim, 'battle_1');

  it('the owner cannot zero their position to stake past the match limit', async () => {
    await harness.seed((db) => db.doc(position).set(samplePosition('battle_1')));
    await expectOutcome(DENY, harness.db('owner', victim).doc(position).update({ staked: 0 }));
  });

  it('the owner cannot delete their position', async () => {
    await harness.seed((db) => db.doc(position).set(samplePosition('battle_1')));
    await expectOutcome(DENY, harness.db('owner', victim).doc(position).delete());
  });

  it('the owner cannot plant a position for a match they have not bet on', async () => {
    await expectOutcome(DENY, harness.db('owner', victim).doc(wagerPaths.position(victim, 'battle_2')).set(samplePosition('battle_2', { staked: -100_000 })));
  });

  it("a user cannot read someone else's positions", async () => {
    await harness.seed((db) => db.doc(position).set(samplePosition('battle_1')));
    await expectOutcome(DENY, harness.db('other').doc(position).get());
    await expectOutcome(DENY, harness.db('other').collection(wagerPaths.positions(victim)).get());
  });

  it('a user cannot run a collection-group query over every position', async () => {
    await expectOutcome(DENY, harness.db('other').collectionGroup(WAGER_COLLECTIONS.positions).get());
  });
});
