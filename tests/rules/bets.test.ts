import { describe, it } from 'vitest';
import { ALLOW, DENY, describeFirestoreMatrix, expectOutcome, OWNER_AND_ADMINS_READ, useRulesEnvironment, type Db } from './support';
import { OPEN_BET, SETTLED_BET, sampleStreamBet, STREAM_ID } from './streamBetSamples';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { sampleBet } from './battleSamples';
import { BATTLE_COLLECTIONS, battlePaths } from '../../functions/src/shared/battles/firestorePaths';

const harness = useRulesEnvironment();

describe('battles/{id}/bets/{id} matrix (who sees a bet)', () => {
  const target = (status: string) => ({
    label: `battles/{id}/bets/{id} (${status})`,
    doc: (ownerUid: string, id: string) => battlePaths.bet(`battle-${id}`, `${ownerUid}_bet`),
    collection: (ownerUid: string) => battlePaths.bets(`battle-${ownerUid.replace('owner-', '')}`),
    query: (db: Db, ownerUid: string) =>
      status === 'open'
        ? db.collection(battlePaths.bets(`battle-${ownerUid.replace('owner-', '')}`)).where('user.id', '==', ownerUid)
        : db.collection(battlePaths.bets(`battle-${ownerUid.replace('owner-', '')}`)).where('status', 'in', ['won', 'lost', 'refunded']),
    existing: (ownerUid: string, id: string) => sampleBet(`battle-${id}`, ownerUid, { status }),
    created: (ownerUid: string, id: string) => sampleBet(`battle-${id}`, ownerUid),
    updated: () => ({ status: 'won', payout: 3_800 }),
  });
  describeFirestoreMatrix(harness, target('open'), OWNER_AND_ADMINS_READ);
  describeFirestoreMatrix(harness, target('lost'), SETTLED_BET);
});

describe('bets: attacks', () => {
  const battle = 'battle-1';
  const seedBets = () =>
    harness.seed(async (db) => {
      await db.doc(battlePaths.bet(battle, 'victim_bet')).set(sampleBet(battle, 'victim'));
      await db.doc(battlePaths.bet(battle, 'mallory_bet')).set(sampleBet(battle, 'mallory'));
    });

  it('a streamer in the battle cannot see who bet on it or how much while open', async () => {
    await seedBets();
    await expectOutcome(DENY, harness.db('streamer').doc(battlePaths.bet(battle, 'victim_bet')).get());
    await expectOutcome(DENY, harness.db('streamer').collection(battlePaths.bets(battle)).get());
    await expectOutcome(DENY, harness.db('streamer').collection(battlePaths.bets(battle)).where('status', '==', 'open').get());
  });

  it('anyone, a visitor included, reads settled bets, and only settled ones', async () => {
    await seedBets();
    await harness.seed(async (db) => {
      await db.doc(battlePaths.bet(battle, 'winner_bet')).set(sampleBet(battle, 'winner', { status: 'won', payout: 3_800 }));
    });
    const settled = ['won', 'lost', 'refunded'];
    for (const role of ['visitor', 'streamer', 'other'] as const) {
      await expectOutcome(ALLOW, harness.db(role).doc(battlePaths.bet(battle, 'winner_bet')).get());
      await expectOutcome(ALLOW, harness.db(role).collection(battlePaths.bets(battle)).where('status', 'in', settled).get());
      await expectOutcome(DENY, harness.db(role).collection(battlePaths.bets(battle)).where('status', 'in', [...settled, 'open']).get());
    }
    await expectOutcome(DENY, harness.db('visitor').collectionGroup(BATTLE_COLLECTIONS.bets).where('status', 'in', settled).get());
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

describe('streams/{id}/bets/{id}: stream bets (who sees a bet)', () => {
  const target = (status: string) => ({
    label: `streams/{id}/bets/{id} (${status})`,
    doc: (ownerUid: string, id: string) => streamBetPaths.bet(STREAM_ID, `${ownerUid}_${id}`),
    collection: () => streamBetPaths.bets(STREAM_ID),
    query: (db: Db, ownerUid: string) =>
      status === 'open'
        ? db.collection(streamBetPaths.bets(STREAM_ID)).where('userId', '==', ownerUid)
        : db.collection(streamBetPaths.bets(STREAM_ID)).where('status', 'in', ['won', 'lost', 'refunded']),
    existing: (ownerUid: string) => sampleStreamBet(ownerUid, { status }),
    created: (ownerUid: string) => sampleStreamBet(ownerUid),
    updated: () => ({ status: 'won', payout: 1_840 }),
  });
  describeFirestoreMatrix(harness, target('open'), OPEN_BET);
  describeFirestoreMatrix(harness, target('lost'), SETTLED_BET);
});

describe('stream bets: attacks', () => {
  const seed = () =>
    harness.seed(async (db) => {
      await db.doc(streamBetPaths.bet(STREAM_ID, 'victim_bet')).set(sampleStreamBet('victim'));
      await db.doc(streamBetPaths.bet(STREAM_ID, 'settled_bet')).set(sampleStreamBet('settled', { status: 'won', payout: 1_840 }));
    });

  it('the streamer cannot read an open bet on their stream, nor list the open ones, but reads settled ones', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('streamer').doc(streamBetPaths.bet(STREAM_ID, 'victim_bet')).get());
    await expectOutcome(DENY, harness.db('streamer').collection(streamBetPaths.bets(STREAM_ID)).get());
    await expectOutcome(DENY, harness.db('streamer').collection(streamBetPaths.bets(STREAM_ID)).where('status', '==', 'open').get());
    await expectOutcome(ALLOW, harness.db('streamer').doc(streamBetPaths.bet(STREAM_ID, 'settled_bet')).get());
  });

  it('a bettor cannot settle their own bet or plant one', async () => {
    await seed();
    await expectOutcome(DENY, harness.db('owner', 'victim').doc(streamBetPaths.bet(STREAM_ID, 'victim_bet')).update({ status: 'won', payout: 1_000_000 }));
    await expectOutcome(DENY, harness.db('owner', 'victim').doc(streamBetPaths.bet(STREAM_ID, 'victim_bet2')).set(sampleStreamBet('victim')));
  });
});
