import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { depositLimitUsage, type DepositLimitsResult } from '../shared/limits';
import { paths } from '../shared/paths';
import { DEPOSIT_LIMIT_WINDOW_MS, effectiveDepositLimits, preferencesOf } from '../shared/preferences';

/**
 * Deposit limit usage from the ledger: gross add_balance entries over the rolling windows. Inside a transaction
 * that also writes the user document (every deposit does), concurrent deposits are serialised, so two of them
 * can never both squeeze under the same limit.
 */
export async function depositLimitsFor(
  uid: string,
  preferences: unknown,
  now: number,
  tx?: Transaction,
): Promise<DepositLimitsResult> {
  const since = Timestamp.fromMillis(now - DEPOSIT_LIMIT_WINDOW_MS.monthly);
  const query = db
    .collection(paths.transactions(uid))
    .where('type', '==', 'add_balance')
    .where('timestamp', '>', since);
  const snap = tx ? await tx.get(query) : await query.get();
  const deposits = snap.docs.map((doc) => ({
    amount: doc.get('amount') as number,
    at: (doc.get('timestamp') as Timestamp | undefined)?.toMillis() ?? now,
  }));
  return depositLimitUsage(deposits, effectiveDepositLimits(preferencesOf(preferences), now), now);
}
