import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { depositLimitUsage, type DepositLimitsResult } from '../shared/preferences/limitUsage';
import { DEPOSIT_LIMIT_WINDOW_MS, effectiveDepositLimits, preferencesOf } from '../shared/preferences/preferences';
import { withinMaxima, type LimitMaxima } from '../shared/preferences/limitMaxima';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

/**
 * Deposit limit usage from the ledger: gross add_balance entries over the rolling windows, against the user's
 * limits brought down to the maxima in force (AppSettings.limitMaxima). The crediting
 * transaction reads the user document first and writes it, so two deposits can never both squeeze under the same
 * limit (see deposit.ts).
 */
export async function depositLimitsFor(
  uid: string,
  preferences: unknown,
  maxima: LimitMaxima,
  now: number,
): Promise<DepositLimitsResult> {
  const since = Timestamp.fromMillis(now - DEPOSIT_LIMIT_WINDOW_MS.monthly);
  const query = db
    .collection(ledgerPaths.transactions(uid))
    .where('type', '==', 'add_balance')
    .where('timestamp', '>', since);
  const snap = await query.get();
  const deposits = snap.docs.map((doc) => ({
    amount: doc.get('amount') as number,
    at: (doc.get('timestamp') as Timestamp | undefined)?.toMillis() ?? now,
  }));
  return depositLimitUsage(deposits, effectiveDepositLimits(withinMaxima(preferencesOf(preferences), maxima), now), now);
}
