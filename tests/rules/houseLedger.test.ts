import { describe, it } from 'vitest';
import {
  ADMINS_READ,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  sampleHouseEntry,
  useRulesEnvironment,
} from './support';
import { LEDGER_COLLECTIONS, ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';

const harness = useRulesEnvironment();

describe('houseLedger/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'houseLedger/{id}',
      doc: (ownerUid, id) => ledgerPaths.houseEntry(`${ownerUid}_${id}_payouts_in_flight`),
      collection: () => LEDGER_COLLECTIONS.houseLedger,
      existing: (ownerUid, id) => sampleHouseEntry(ownerUid, id),
      created: (ownerUid, id) => sampleHouseEntry(ownerUid, id),
      updated: () => ({ amount: -1_000_000_00 }),
    },
    ADMINS_READ,
  );
});

describe('houseLedger: attacks', () => {
  const victim = 'victim';
  const entry = ledgerPaths.houseEntry(`${victim}_request-1_payouts_in_flight`);
  const seedEntry = () => harness.seed((db) => db.doc(entry).set(sampleHouseEntry(victim, 'request-1')));

  it('the user a house entry balances cannot read it', async () => {
    await seedEntry();
    await expectOutcome(DENY, harness.db('owner', victim).doc(entry).get());
  });

  it('a user cannot list house entries, even filtered to their own uid', async () => {
    await seedEntry();
    const query = harness.db('owner', victim).collection(LEDGER_COLLECTIONS.houseLedger).where('uid', '==', victim);
    await expectOutcome(DENY, query.get());
  });

  it('a user cannot write a house entry (to balance a forged deposit)', async () => {
    const forged = ledgerPaths.houseEntry(`${victim}_forged_adjustments`);
    const leg = sampleHouseEntry(victim, 'forged', { bucket: 'adjustments', amount: -100_000, type: 'admin_adjustment' });
    await expectOutcome(DENY, harness.db('owner', victim).doc(forged).set(leg));
  });

  it('a user cannot delete a house entry', async () => {
    await seedEntry();
    await expectOutcome(DENY, harness.db('owner', victim).doc(entry).delete());
  });

  it('an admin cannot edit a house entry from the client', async () => {
    await seedEntry();
    await expectOutcome(DENY, harness.db('admin').doc(entry).update({ amount: 0 }));
  });

  it('a superAdmin cannot add or delete a house entry from the client', async () => {
    const added = ledgerPaths.houseEntry('house_manual_fees');
    await expectOutcome(DENY, harness.db('superAdmin').doc(added).set(sampleHouseEntry(null, 'manual', { bucket: 'fees' })));
    await seedEntry();
    await expectOutcome(DENY, harness.db('superAdmin').doc(entry).delete());
  });
});
