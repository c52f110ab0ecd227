import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { defineCallable } from '../core/callable';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import type { OrderHistoryRow } from '../shared/wallet/history';
import type { OrderDoc } from '../shared/wallet/types';
import { historyRows, movementRow } from './historyRows';

function orderRow(doc: QueryDocumentSnapshot): OrderHistoryRow {
  const order = doc.data() as OrderDoc;
  return { ...movementRow(doc.id, order), bonusCredits: order.bonusCredits ?? 0, completedAt: order.completedAt?.toMillis() ?? null };
}

/** A user's deposit orders (any status) over the scope's months, newest first (index: orders userId, createdAt). */
export const getOrderHistory = defineCallable('getOrderHistory', {}, async (data, caller) => {
  const { scope, rows } = await historyRows(WALLET_COLLECTIONS.orders, data, caller, orderRow);
  return { ...scope, orders: rows };
});
