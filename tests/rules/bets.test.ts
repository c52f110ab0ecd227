import { describe, it } from 'vitest';
import { ALLOW, DENY, describeFirestoreMatrix, expectOutcome, OWNER_AND_ADMINS_READ, useRulesEnvironment } from './support';
import { sampleBet } from './battleSamples';
import { BATTLE_COLLECTIONS, battlePaths } from '../../functions/src/shared/battles/firestorePaths';

const harness = useRulesEnvironment();

describe('battles/{id}/bets/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'battles/{id}/bets/{id}',
      doc: (ownerUid, id) => battlePaths.bet(`battle-${id}`, `${ownerUid}_bet`),
      collection: (ownerUid) => battlePaths.bets(`battle-${ownerUid.replace('owner-', '')}`),
      query: (db, ownerUid) => db.collection(battlePaths.bets(`battle-${ownerUid.replace('owner-', '')}`)).where('user.id', '==', ownerUid),
      existing: (ownerUid, id) => sampleBet(`battle-${id}`, ownerUid),
      created: (ownerUid, id) => sampleBet(`battle-${id}`, ownerUid),
      updated: () => ({ status: 'won', payout: 3_800 }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('bets: attacks', () => {
  const battle = 'battle-1';
  const seedBets = () =>
    harness.seed(async (db) => {
      await db.doc(battlePaths.bet(battle, 'victim_bet')).set(sampleBet(battle, 'victim'));
      await db.doc(battlePaths.bet(battle, 'mallory_bet')).set(sampleBet(battle, 'mallory'));
    });

  it('a streamer in the battle cannot see who bet on it or how much', async () => {
    await seedBets();
    await expectOutcome(DENY, harness.db('streamer').doc(battlePaths.bet(battle, 'victim_bet')).get());
    await expectOutcome(DENY, harness.db('streamer').collection(battlePaths.bets(battle)).get());
  });

  it("a bettor lists only their own bets and cannot read another's", async () => {
    await seedBets();
    await expectOutcome(ALLOW, harness.db('other').collection(battlePaths.bets(battle)).where('user.id', '==', 'mallory').get());
    await expectOutcome(DENY, harness.db('other').collection(battlePaths.bets(battle)).get());
    await expectOutcome(DENY, harness.db('other').doc(battlePaths.bet(battle, 'victim_bet')).get());
  });

  it('a bettor cannot mark their own bet won or plant a bet', async () => {
    await seedBets();
    await expectOutcome(DENY, harness.db('owner', 'victim').doc(battlePaths.bet(battle, 'victim_bet')).update({ status: 'won', payout: 1_000_000 }));
    await expectOutcome(DENY, harness.db('owner', 'victim').doc(battlePaths.bet(battle, 'victim_bet2')).set(sampleBet(battle, 'victim')));
  });

  it("a user cannot list everyone's bets across battles", async () => {
    await expectOutcome(DENY, harness.db('other').collectionGroup(BATTLE_COLLECTIONS.bets).get());
  });
});
