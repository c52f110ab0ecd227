import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { countedId } from '../admin/summaryRollups';
import type { RollupWriter } from '../ledger/rollups';
import { ALL_TIME_KEY, leaderboardPaths, monthOf } from '../shared/leaderboards/firestorePaths';
import { leaderboardDelta } from './leaderboardFigures';

/** One user's stake to count: its ledger key, entry figures and when it was recorded. */
export interface CountableStake {
  uid: string;
  key: string;
  type: string;
  netAmount: number;
  credits: number;
  atMs: number;
}

type Sum = { uid: string; periodKey: string; amount: number; counts: Record<string, number>; totals: Record<string, number> };

/**
 * Adds stakes to their users' leaderboard rows inside `tx`, only writing: a counted marker per stake (created, so a
 * stake counted twice fails its transaction instead of counting twice) and one blind increment per row touched,
 * the user's month row and all-time row. Movements that are not stakes (payouts, deposits) write nothing, so an
 * event paying many winners adds no leaderboard write.
 */
export function countStakes(tx: Transaction, stakes: readonly CountableStake[]): void {
  const sums = new Map<string, Sum>();
  for (const stake of stakes) {
    const delta = leaderboardDelta(stake);
    if (!delta) continue;
    tx.create(db.doc(leaderboardPaths.counted(countedId(stake.uid, stake.key))), { uid: stake.uid, month: monthOf(stake.atMs) });
    for (const periodKey of [monthOf(stake.atMs), ALL_TIME_KEY]) {
      const path = leaderboardPaths.row(periodKey, stake.uid);
      const sum = sums.get(path) ?? { uid: stake.uid, periodKey, amount: 0, counts: {}, totals: {} };
      sum.amount += delta.value;
      sum.counts[delta.count] = (sum.counts[delta.count] ?? 0) + 1;
      sum.totals[delta.total] = (sum.totals[delta.total] ?? 0) + delta.value;
      sums.set(path, sum);
    }
  }
  for (const [path, { uid, periodKey, amount, counts, totals }] of sums) {
    const stats: Record<string, FieldValue> = {};
    for (const [field, value] of Object.entries({ ...counts, ...totals })) stats[field] = FieldValue.increment(value);
    tx.set(db.doc(path), { uid, periodKey, amount: FieldValue.increment(amount), score: FieldValue.increment(amount), stats }, { merge: true });
  }
}

/** The leaderboards' rollup writer, registered in ledger/rollups.ts. */
export const writeLeaderboardRollups: RollupWriter = (tx, movements) => {
  const stakes: CountableStake[] = [];
  for (const movement of movements) {
    if (movement.kind !== 'user') continue;
    const { entry } = movement;
    stakes.push({ uid: movement.uid, key: entry.idempotencyKey, type: entry.type, netAmount: entry.netAmount, credits: entry.credits, atMs: movement.at });
  }
  countStakes(tx, stakes);
};
