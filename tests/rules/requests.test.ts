import { describe, it } from 'vitest';
import {
  ADMINS_READ,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  NOTHING,
  sampleStoredRequest,
  useRulesEnvironment,
} from './support';
import { LEDGER_COLLECTIONS, ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';

const harness = useRulesEnvironment();

describe('users/{uid}/requests/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/requests/{id}',
      doc: (ownerUid, id) => ledgerPaths.request(ownerUid, id),
      collection: (ownerUid) => `${corePaths.user(ownerUid)}/${LEDGER_COLLECTIONS.requests}`,
      existing: () => sampleStoredRequest(),
      created: () => sampleStoredRequest(),
      updated: () => ({ response: { status: 'completed', amount: 1_000_000_00 } }),
    },
    { ...ADMINS_READ, owner: NOTHING },
  );
});

describe('users/{uid}/requests: attacks', () => {
  const victim = 'victim';
  const stored = ledgerPaths.request(victim, 'request-0001');

  it('the owner cannot delete a stored request to make the server move money again', async () => {
    await harness.seed((db) => db.doc(stored).set(sampleStoredRequest()));
    await expectOutcome(DENY, harness.db('owner', victim).doc(stored).delete());
  });

  it('the owner cannot plant a stored response for a request they have not made yet', async () => {
    const planted = ledgerPaths.request(victim, 'request-future');
    const response = sampleStoredRequest({ callable: 'addBalance', response: { amount: 100_000, balance: 100_000 } });
    await expectOutcome(DENY, harness.db('owner', victim).doc(planted).set(response));
  });

  it('the owner cannot rewrite a stored response', async () => {
    await harness.seed((db) => db.doc(stored).set(sampleStoredRequest()));
    await expectOutcome(DENY, harness.db('owner', victim).doc(stored).update({ callable: 'addBalance' }));
  });

  it('a user cannot run a collection-group query over every stored request', async () => {
    await expectOutcome(DENY, harness.db('other').collectionGroup(LEDGER_COLLECTIONS.requests).get());
  });
});
