import { describe } from 'vitest';
import { describeFirestoreMatrix, SERVER_ONLY, type RulesHarness } from './support';

/**
 * The Summary's rollup documents (functions/src/admin/summaryRollups.ts) are server only: the Summary reads them
 * through getAdminSummaryStats, so no client role, admins included, reads or writes them directly.
 */
export function describeServerOnlyRollup(harness: RulesHarness, label: string, collection: string, sample: () => Record<string, unknown>): void {
  describe(`${label} matrix`, () => {
    describeFirestoreMatrix(
      harness,
      {
        label,
        doc: (_ownerUid, id) => `${collection}/${id}`,
        collection: () => collection,
        existing: sample,
        created: sample,
        updated: () => ({ tampered: 1 }),
      },
      SERVER_ONLY,
    );
  });
}
