import { describe, it } from 'vitest';
import {
  ALLOW,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  samplePayout,
  useRulesEnvironment,
} from './support';
import { WALLET_COLLECTIONS, walletPaths } from '../../functions/src/shared/wallet/firestorePaths';

const harness = useRulesEnvironment();

describe('payouts/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'payouts/{id}',
      doc: (ownerUid, id) => walletPaths.payout(ownerUid, id),
      collection: () => WALLET_COLLECTIONS.payouts,
      // A user lists their payouts with a query constrained to their own uid.
      query: (db, ownerUid) => db.collection(WALLET_COLLECTIONS.payouts).where('userId', '==', ownerUid),
      existing: (ownerUid, id) => samplePayout(ownerUid, id),
      created: (ownerUid, id) => samplePayout(ownerUid, id),
      updated: () => ({ status: 'completed' }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('payouts: attacks', () => {
  const victim = 'victim';
  const attacker = 'mallory';
  const victimPayout = walletPaths.payout(victim, 'request-victim-1');
  const seedVictimPayout = () => harness.seed((db) => db.doc(victimPayout).set(samplePayout(victim, 'request-victim-1')));

  it('a user cannot list every payout', async () => {
    await seedVictimPayout();
    await expectOutcome(DENY, harness.db('other').collection(WALLET_COLLECTIONS.payouts).get());
  });

  it('the owner cannot list payouts without constraining the query to their own uid', async () => {
    const query = harness.db('owner', victim).collection(WALLET_COLLECTIONS.payouts).where('status', '==', 'pending');
    await expectOutcome(DENY, query.get());
  });

  it("a user cannot query someone else's payouts by their uid", async () => {
    const query = harness.db('other').collection(WALLET_COLLECTIONS.payouts).where('userId', '==', victim);
    await expectOutcome(DENY, query.get());
  });

  it("a user cannot look up payouts by provider id (someone else's included)", async () => {
    const query = harness.db('other').collection(WALLET_COLLECTIONS.payouts).where('providerId', '==', 'BATCH-1');
    await expectOutcome(DENY, query.get());
  });

  it("a user cannot get someone else's payout", async () => {
    await seedVictimPayout();
    await expectOutcome(DENY, harness.db('other').doc(victimPayout).get());
  });

  it('the owner can list their own pending payouts', async () => {
    await seedVictimPayout();
    const query = harness
      .db('owner', victim)
      .collection(WALLET_COLLECTIONS.payouts)
      .where('userId', '==', victim)
      .where('status', '==', 'pending');
    await expectOutcome(ALLOW, query.get());
  });

  it('the owner cannot write their own payout status', async () => {
    await seedVictimPayout();
    for (const status of ['completed', 'failed']) {
      await expectOutcome(DENY, harness.db('owner', victim).doc(victimPayout).update({ status }));
    }
  });

  it('the owner cannot cancel their own payout by deleting it', async () => {
    await seedVictimPayout();
    await expectOutcome(DENY, harness.db('owner', victim).doc(victimPayout).delete());
  });

  it('the owner cannot redirect their own payout to another email', async () => {
    await seedVictimPayout();
    await expectOutcome(DENY, harness.db('owner', victim).doc(victimPayout).update({ email: 'mule@example.test' }));
  });

  it('a user cannot create a payout for themselves', async () => {
    const forged = walletPaths.payout(attacker, 'request-forged');
    await expectOutcome(DENY, harness.db('other').doc(forged).set(samplePayout(attacker, 'request-forged')));
  });

  it("a user cannot take over someone else's payout", async () => {
    await seedVictimPayout();
    await expectOutcome(DENY, harness.db('other').doc(victimPayout).update({ userId: attacker, email: 'mule@example.test' }));
  });

  it('an admin can list every payout', async () => {
    await seedVictimPayout();
    await expectOutcome(ALLOW, harness.db('admin').collection(WALLET_COLLECTIONS.payouts).get());
  });

  it('an admin cannot complete a payout from the client', async () => {
    await seedVictimPayout();
    await expectOutcome(DENY, harness.db('superAdmin').doc(victimPayout).update({ status: 'completed' }));
  });
});
