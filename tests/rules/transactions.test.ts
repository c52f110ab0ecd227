import { describe, it } from 'vitest';
import {
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  sampleTransaction,
  useRulesEnvironment,
} from './support';
import { LEDGER_COLLECTIONS, ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';

const harness = useRulesEnvironment();

describe('users/{uid}/transactions/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/transactions/{id}',
      doc: (ownerUid, id) => ledgerPaths.transaction(ownerUid, id),
      collection: (ownerUid) => ledgerPaths.transactions(ownerUid),
      existing: (_ownerUid, id) => sampleTransaction(id),
      created: (_ownerUid, id) => sampleTransaction(id),
      updated: () => ({ amount: 1_000_000_00, balanceAfter: 1_000_000_00 }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('users/{uid}/transactions: attacks', () => {
  const victim = 'victim';
  const entry = ledgerPaths.transaction(victim, 'deposit-1');

  it("a user cannot get someone else's transaction", async () => {
    await harness.seed((db) => db.doc(entry).set(sampleTransaction('deposit-1')));
    await expectOutcome(DENY, harness.db('other').doc(entry).get());
  });

  it("a user cannot list someone else's transactions", async () => {
    await expectOutcome(DENY, harness.db('other').collection(ledgerPaths.transactions(victim)).get());
  });

  it("a user cannot query someone else's transactions with a filter", async () => {
    const query = harness.db('other').collection(ledgerPaths.transactions(victim)).where('type', '==', 'add_balance');
    await expectOutcome(DENY, query.get());
  });

  it('a user cannot run a collection-group query over every transactions ledger', async () => {
    await expectOutcome(DENY, harness.db('other').collectionGroup(LEDGER_COLLECTIONS.transactions).get());
  });

  it('the owner cannot run a collection-group query over transactions either', async () => {
    await expectOutcome(DENY, harness.db('owner', victim).collectionGroup(LEDGER_COLLECTIONS.transactions).get());
  });

  it('a collection-group query over transactions is not open to admins (reports go through functions)', async () => {
    await expectOutcome(DENY, harness.db('admin').collectionGroup(LEDGER_COLLECTIONS.transactions).get());
  });

  it('the owner cannot add a deposit to their own ledger', async () => {
    const forged = ledgerPaths.transaction(victim, 'forged-deposit');
    await expectOutcome(DENY, harness.db('owner', victim).doc(forged).set(sampleTransaction('forged-deposit')));
  });

  it('the owner cannot change an amount in their own ledger', async () => {
    await harness.seed((db) => db.doc(entry).set(sampleTransaction('deposit-1')));
    await expectOutcome(DENY, harness.db('owner', victim).doc(entry).update({ amount: 1_000_000_00 }));
  });

  it('the owner cannot delete an entry from their own ledger', async () => {
    await harness.seed((db) => db.doc(entry).set(sampleTransaction('deposit-1')));
    await expectOutcome(DENY, harness.db('owner', victim).doc(entry).delete());
  });

  it("an admin cannot write into a user's ledger from the client", async () => {
    const forged = ledgerPaths.transaction(victim, 'admin-adjustment');
    const adjustment = sampleTransaction('admin-adjustment', { type: 'admin_adjustment' });
    await expectOutcome(DENY, harness.db('admin').doc(forged).set(adjustment));
  });
});
