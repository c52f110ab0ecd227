import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, SERVER_ONLY_OWNED, timestampAt, useRulesEnvironment } from './support';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

const harness = useRulesEnvironment();

/** The money lock's lease as ledger/moneyLock.ts writes it. */
const lease = () => ({ expiresAt: timestampAt(Date.parse('2026-01-03T00:00:15Z')) });

// Only the server takes and releases the lock that queues money requests on one balance.
describe('users/{uid}/locks/money matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/locks/money',
      doc: (ownerUid) => ledgerPaths.moneyLock(ownerUid),
      collection: (ownerUid) => `${corePaths.user(ownerUid)}/locks`,
      existing: lease,
      created: lease,
      updated: () => ({ expiresAt: timestampAt(Date.parse('2099-01-01T00:00:00Z')) }),
    },
    SERVER_ONLY_OWNED,
  );
});

describe('users/{uid}/locks/money: attacks', () => {
  const victim = 'victim';

  it("a user cannot hold another user's money lock to stall their withdrawals", async () => {
    await expectOutcome(DENY, harness.db('other').doc(ledgerPaths.moneyLock(victim)).set(lease()));
  });

  it('the owner cannot release a lock the server holds', async () => {
    await harness.seed((db) => db.doc(ledgerPaths.moneyLock(victim)).set(lease()));
    await expectOutcome(DENY, harness.db('owner', victim).doc(ledgerPaths.moneyLock(victim)).delete());
  });
});
