import { describe, it } from 'vitest';
import {
  ALLOW,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  sampleOrder,
  useRulesEnvironment,
} from './support';
import { WALLET_COLLECTIONS, walletPaths } from '../../functions/src/shared/wallet/firestorePaths';

const harness = useRulesEnvironment();

describe('orders/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'orders/{id}',
      doc: (_ownerUid, id) => walletPaths.order('paypal', id),
      collection: () => WALLET_COLLECTIONS.orders,
      // A user lists their orders with a query constrained to their own uid.
      query: (db, ownerUid) => db.collection(WALLET_COLLECTIONS.orders).where('userId', '==', ownerUid),
      existing: (ownerUid, id) => sampleOrder(ownerUid, id),
      created: (ownerUid, id) => sampleOrder(ownerUid, id),
      updated: () => ({ amount: 1_000_000_00 }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('orders: attacks', () => {
  const victim = 'victim';
  const attacker = 'mallory';
  const victimOrder = walletPaths.order('paypal', 'VICTIM-ORDER');

  it('a user cannot list every order', async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    await expectOutcome(DENY, harness.db('other').collection(WALLET_COLLECTIONS.orders).get());
  });

  it('the owner cannot list orders without constraining the query to their own uid', async () => {
    const query = harness.db('owner', victim).collection(WALLET_COLLECTIONS.orders).where('status', '==', 'completed');
    await expectOutcome(DENY, query.get());
  });

  it("a user cannot query someone else's orders by their uid", async () => {
    const query = harness.db('other').collection(WALLET_COLLECTIONS.orders).where('userId', '==', victim);
    await expectOutcome(DENY, query.get());
  });

  it("a user cannot get someone else's order", async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    await expectOutcome(DENY, harness.db('other').doc(victimOrder).get());
  });

  it('a user cannot get an order that does not exist (no probing for provider ids)', async () => {
    await expectOutcome(DENY, harness.db('other').doc(walletPaths.order('paypal', 'NOT-THERE')).get());
  });

  it('the owner can list their own completed orders', async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    const query = harness
      .db('owner', victim)
      .collection(WALLET_COLLECTIONS.orders)
      .where('userId', '==', victim)
      .where('status', '==', 'completed');
    await expectOutcome(ALLOW, query.get());
  });

  it('a user cannot create a completed order to fake a deposit', async () => {
    const forged = walletPaths.order('paypal', 'FORGED-1');
    const order = sampleOrder(attacker, 'FORGED-1', { amount: 100_000, status: 'completed' });
    await expectOutcome(DENY, harness.db('other').doc(forged).set(order));
  });

  it('a user cannot claim a provider id before the server records it (blocking a real deposit)', async () => {
    const squatted = walletPaths.order('truelayer', 'PAYMENT-123');
    const order = sampleOrder(victim, 'PAYMENT-123', { gateway: 'truelayer', status: 'pending' });
    await expectOutcome(DENY, harness.db('owner', victim).doc(squatted).set(order));
  });

  it('the owner cannot mark their own pending order completed', async () => {
    const pending = walletPaths.order('paypal', 'PENDING-1');
    await harness.seed((db) => db.doc(pending).set(sampleOrder(victim, 'PENDING-1', { status: 'pending', completedAt: null })));
    await expectOutcome(DENY, harness.db('owner', victim).doc(pending).update({ status: 'completed' }));
  });

  it('the owner cannot raise the amount of their own order', async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    await expectOutcome(DENY, harness.db('owner', victim).doc(victimOrder).update({ amount: 100_000 }));
  });

  it('the owner cannot delete their own order (to use the provider id again)', async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    await expectOutcome(DENY, harness.db('owner', victim).doc(victimOrder).delete());
  });

  it("a user cannot move someone else's order to themselves", async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    await expectOutcome(DENY, harness.db('other').doc(victimOrder).update({ userId: attacker }));
  });

  it('an admin can list every order', async () => {
    await harness.seed((db) => db.doc(victimOrder).set(sampleOrder(victim, 'VICTIM-ORDER')));
    await expectOutcome(ALLOW, harness.db('admin').collection(WALLET_COLLECTIONS.orders).get());
  });

  it('an admin cannot write an order from the client', async () => {
    const forged = walletPaths.order('paypal', 'ADMIN-FORGED');
    await expectOutcome(DENY, harness.db('superAdmin').doc(forged).set(sampleOrder(victim, 'ADMIN-FORGED')));
  });
});
