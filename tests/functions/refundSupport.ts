import { expect } from 'vitest';
import { adminDb } from '../support/admin';
import { expectBooksBalanced, newRequestId } from './walletSupport';
import { bucketFindings } from './reconcileSupport';
import { SUPPORT_COLLECTIONS } from '../../functions/src/shared/support/firestorePaths';
import type { RefundKind } from '../../functions/src/shared/support/types';

/** Helpers of the refundUser tests. */
export const REFUND_REASON = 'Stream ended early, bettor asked by email';

/** A refundUser request; a challenge contribution also names its stream. */
export const refund = (kind: RefundKind, parentId: string, itemId: string, requestId = newRequestId(), streamId?: string) => ({
  kind,
  parentId,
  itemId,
  reason: REFUND_REASON,
  requestId,
  ...(streamId === undefined ? {} : { streamId }),
});

export const messageOf = (error: unknown) => (error as Error).message.replace(/ \[\d{3}\]$/, '');

export async function auditOf(targetUserId: string) {
  const snap = await adminDb.collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', targetUserId).get();
  return snap.docs.map((doc) => doc.data());
}

/** The books are clean bucket by bucket, and in total. */
export async function expectReconciled() {
  expect(await bucketFindings()).toEqual([]);
  await expectBooksBalanced();
}
