import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { depositLimitUsage, type DepositLimitsResult, type TimedAmount } from '../shared/preferences/limitUsage';
import { DEPOSIT_LIMIT_WINDOW_MS, effectiveDepositLimits, preferencesOf } from '../shared/preferences/preferences';
import { withinMaxima, type LimitMaxima } from '../shared/preferences/limitMaxima';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

/** The user's add_balance entries inside the longest window, with their ids (ledger keys). */
export interface RecentDeposits {
  ids: ReadonlySet<string>;
  deposits: TimedAmount[];
}

export async function recentDeposits(uid: string, now: number): Promise<RecentDeposits> {
  const since = Timestamp.fromMillis(now - DEPOSIT_LIMIT_WINDOW_MS.monthly);
  const query = db
    .collection(ledgerPaths.transactions(uid))
    .where('type', '==', 'add_balance')
    .where('timestamp', '>', since);
  const snap = await query.get();
  return {
    ids: new Set(snap.docs.map((doc) => doc.id)),
    deposits: snap.docs.map((doc) => ({
      amount: doc.get('amount') as number,
      at: (doc.get('timestamp') as Timestamp | undefined)?.toMillis() ?? now,
    })),
  };
}

export function usageOf(recent: RecentDeposits, preferences: unknown, maxima: LimitMaxima, now: number): DepositLimitsResult {
  return depositLimitUsage(recent.deposits, effectiveDepositLimits(withinMaxima(preferencesOf(preferences), maxima), now), now);
}

/**
 * Deposit limit usage from the ledger: gross add_balance entries over the rolling windows, against the user's
 * limits brought down to the maxima in force (AppSettings.limitMaxima). The crediting
 * transaction checks that its query saw the user's latest deposit (see deposit.ts), so two deposits can never
 * both squeeze under the same limit.
 */
export async function depositLimitsFor(
  uid: string,
  preferences: unknown,
  maxima: LimitMaxima,
  now: number,
): Promise<DepositLimitsResult> {
  return usageOf(await recentDeposits(uid, now), preferences, maxima, now);
}
