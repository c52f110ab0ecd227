/** Helpers for the tests that tamper with the books and expect reconcile to name what they changed. */
import { expect } from 'vitest';
import { adminDb } from '../support/admin';
import { expectBooksBalanced } from './walletSupport';
import { reconcile } from '../../functions/src/ledger/reconcile';
import type { HouseBucket, ReconcileDiscrepancy } from '../../functions/src/shared/ledger/types';

export interface NamedFinding {
  bucket: HouseBucket;
  item?: string | RegExp;
  expected: number;
  actual: number;
}

/** The bucket discrepancies reconcile reports, as bucket, item and amounts. */
export async function bucketFindings(): Promise<Array<Pick<ReconcileDiscrepancy, 'bucket' | 'item' | 'expected' | 'actual'>>> {
  const report = await reconcile();
  return report.discrepancies.filter((found) => found.kind === 'bucket').map(({ bucket, item, expected, actual }) => ({ bucket, item, expected, actual }));
}

/** Runs `tamper`, expects reconcile to name exactly `expected`, then puts the books back with `restore`. */
export async function expectNamed(tamper: () => Promise<unknown>, restore: () => Promise<unknown>, expected: NamedFinding[]): Promise<void> {
  await tamper();
  const findings = await bucketFindings();
  expect(findings).toHaveLength(expected.length);
  for (const wanted of expected) {
    expect(findings).toContainEqual(
      expect.objectContaining({
        bucket: wanted.bucket,
        expected: wanted.expected,
        actual: wanted.actual,
        ...(wanted.item === undefined ? {} : { item: typeof wanted.item === 'string' ? wanted.item : expect.stringMatching(wanted.item) }),
      }),
    );
  }
  await restore();
  await expectBooksBalanced();
}

export const setField = (path: string, field: string, value: unknown) => adminDb.doc(path).update({ [field]: value });
