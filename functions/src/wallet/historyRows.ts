import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import type { SignedInContext } from '../core/callable';
import { HISTORY_MAX_ROWS, type HistoryScope } from '../shared/wallet/history';
import type { OrderDoc } from '../shared/wallet/types';
import { historyScope } from './historyScope';

/**
 * What getOrderHistory and getPayoutHistory share: whose history and which months (historyScope: the caller's own,
 * or another user's for Admin and Super Admin only), and that user's documents of `collection` created in those
 * months, newest first, at most HISTORY_MAX_ROWS, each made into a row by `toRow` (index: userId, createdAt).
 */
export async function historyRows<Row>(
  collection: string,
  data: { userId?: string; months?: number },
  caller: SignedInContext,
  toRow: (doc: QueryDocumentSnapshot) => Row,
): Promise<{ scope: HistoryScope; rows: Row[] }> {
  const { startMs, ...scope } = historyScope(data, caller);
  const snap = await db
    .collection(collection)
    .where('userId', '==', scope.userId)
    .where('createdAt', '>=', Timestamp.fromMillis(startMs))
    .orderBy('createdAt', 'desc')
    .limit(HISTORY_MAX_ROWS)
    .get();
  return { scope, rows: snap.docs.map(toRow) };
}

/** What an order's row and a payout's row share (an order or a payout document's common fields). */
export function movementRow(id: string, doc: Pick<OrderDoc, 'gateway' | 'status' | 'amount' | 'createdAt' | 'failureReason'>) {
  return { id, gateway: doc.gateway, status: doc.status, amount: doc.amount, createdAt: doc.createdAt.toMillis(), failureReason: doc.failureReason ?? null };
}
