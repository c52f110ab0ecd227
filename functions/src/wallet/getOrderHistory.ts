import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import { HISTORY_MAX_ROWS, type OrderHistoryRow } from '../shared/wallet/history';
import type { OrderDoc } from '../shared/wallet/types';
import { historyScope } from './historyScope';

/** A user's deposit orders (any status) over the scope's months, newest first (index: orders userId, createdAt). */
export const getOrderHistory = defineCallable('getOrderHistory', {}, async (data, caller) => {
  const { startMs, ...scope } = historyScope(data, caller);
  const snap = await db
    .collection(WALLET_COLLECTIONS.orders)
    .where('userId', '==', scope.userId)
    .where('createdAt', '>=', Timestamp.fromMillis(startMs))
    .orderBy('createdAt', 'desc')
    .limit(HISTORY_MAX_ROWS)
    .get();
  const orders = snap.docs.map((doc): OrderHistoryRow => {
    const order = doc.data() as OrderDoc;
    return {
      id: doc.id,
      gateway: order.gateway,
      status: order.status,
      amount: order.amount,
      bonusCredits: order.bonusCredits ?? 0,
      createdAt: order.createdAt.toMillis(),
      completedAt: order.completedAt?.toMillis() ?? null,
      failureReason: order.failureReason ?? null,
    };
  });
  return { ...scope, orders };
});
