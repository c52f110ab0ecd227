import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import { HISTORY_MAX_ROWS, type PayoutHistoryRow } from '../shared/wallet/history';
import type { PayoutDoc } from '../shared/wallet/types';
import { historyScope } from './historyScope';

/** A user's withdrawals (any status) over the scope's months, newest first (index: payouts userId, createdAt). */
export const getPayoutHistory = defineCallable('getPayoutHistory', {}, async (data, caller) => {
  const { startMs, ...scope } = historyScope(data, caller);
  const snap = await db
    .collection(WALLET_COLLECTIONS.payouts)
    .where('userId', '==', scope.userId)
    .where('createdAt', '>=', Timestamp.fromMillis(startMs))
    .orderBy('createdAt', 'desc')
    .limit(HISTORY_MAX_ROWS)
    .get();
  const payouts = snap.docs.map((doc): PayoutHistoryRow => {
    const payout = doc.data() as PayoutDoc;
    return {
      id: doc.id,
      gateway: payout.gateway,
      status: payout.status,
      amount: payout.amount,
      createdAt: payout.createdAt.toMillis(),
      updatedAt: payout.updatedAt.toMillis(),
      failureReason: payout.failureReason ?? null,
    };
  });
  return { ...scope, payouts };
});
