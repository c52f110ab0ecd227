import { describe, it } from 'vitest';
import { DENY, describeFirestoreMatrix, expectOutcome, SERVER_ONLY, timestampAt, useRulesEnvironment } from './support';
import { CORE_COLLECTIONS, corePaths } from '../../functions/src/shared/core/firestorePaths';

const harness = useRulesEnvironment();

/** A scheduled job's lease as core/jobLease.ts writes it. */
const lease = () => ({ expiresAt: timestampAt(Date.parse('2026-01-03T00:05:00Z')) });

// Only the server's scheduled jobs take and release their leases.
describe('jobLeases/{job} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'jobLeases/{job}',
      doc: (_ownerUid, id) => corePaths.jobLease(`job-${id}`),
      collection: () => CORE_COLLECTIONS.jobLeases,
      existing: lease,
      created: lease,
      updated: () => ({ expiresAt: timestampAt(Date.parse('2099-01-01T00:00:00Z')) }),
    },
    SERVER_ONLY,
  );
});

describe('jobLeases: attacks', () => {
  it('nobody holds a settlement job back by taking its lease', async () => {
    await expectOutcome(DENY, harness.db('admin').doc(corePaths.jobLease('settleBattles')).set(lease()));
    await expectOutcome(DENY, harness.db('other').doc(corePaths.jobLease('settleStreamBets')).set(lease()));
  });

  it('nobody releases a lease a run holds, to start a second run beside it', async () => {
    await harness.seed((db) => db.doc(corePaths.jobLease('settleBattles')).set(lease()));
    await expectOutcome(DENY, harness.db('superAdmin').doc(corePaths.jobLease('settleBattles')).delete());
  });
});
