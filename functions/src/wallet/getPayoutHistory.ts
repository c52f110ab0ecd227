import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { defineCallable } from '../core/callable';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import type { PayoutHistoryRow } from '../shared/wallet/history';
import type { PayoutDoc } from '../shared/wallet/types';
import { historyRows, movementRow } from './historyRows';

function payoutRow(doc: QueryDocumentSnapshot): PayoutHistoryRow {
  const payout = doc.data() as PayoutDoc;
  return { ...movementRow(doc.id, payout), updatedAt: payout.updatedAt.toMillis() };
}

/** A user's withdrawals (any status) over the scope's months, newest first (index: payouts userId, createdAt). */
export const getPayoutHistory = defineCallable('getPayoutHistory', {}, async (data, caller) => {
  const { scope, rows } = await historyRows(WALLET_COLLECTIONS.payouts, data, caller, payoutRow);
  return { ...scope, payouts: rows };
});
