import type { Transaction } from 'firebase-admin/firestore';
import { dayOf } from '../shared/admin/schemas';
import type { RecordedMovement, RollupWriter } from '../ledger/rollups';
import { EMPTY_BALANCE_CENTS, isLateNight } from '../shared/harm/indicators';
import { countHarmActivity, type HarmCounter } from './harmDays';

/** What one user movement adds to the customer's day: deposits (and whether the balance was empty), stakes, night. */
export function harmCountsOf(movement: Extract<RecordedMovement, { kind: 'user' }>): Partial<Record<HarmCounter, number>> | null {
  const { entry, wager, at } = movement;
  const counts: Partial<Record<HarmCounter, number>> = {};
  if (entry.type === 'add_balance' && entry.amount > 0) {
    counts.deposits = entry.amount;
    counts.depositCount = 1;
    if (entry.balanceAfter - entry.amount < EMPTY_BALANCE_CENTS) counts.emptyDeposits = 1;
  }
  if (wager && wager.cash > 0) counts.stakes = wager.cash;
  if (Object.keys(counts).length === 0) return null;
  if (isLateNight(at)) counts.nightActivity = 1;
  return counts;
}

/**
 * The indicators' rollup writer, registered in ledger/rollups.ts: in the money transaction itself it adds the
 * customer's deposits and stakes to harm/{uid}/harmDays/{day} (blind increments). The day's trigger then reassesses
 * the customer (onHarmDayWritten), reading at most LOOKBACK_DAYS day documents, never the ledger.
 */
export const writeHarmRollups: RollupWriter = (tx: Transaction, movements) => {
  // One write per customer and day however many movements share it.
  const byDay = new Map<string, { uid: string; at: number; counts: Partial<Record<HarmCounter, number>> }>();
  for (const movement of movements) {
    if (movement.kind !== 'user') continue;
    const counts = harmCountsOf(movement);
    if (!counts) continue;
    const key = `${movement.uid}/${dayOf(movement.at)}`;
    const into = byDay.get(key) ?? { uid: movement.uid, at: movement.at, counts: {} };
    for (const [field, amount] of Object.entries(counts) as [HarmCounter, number][]) into.counts[field] = (into.counts[field] ?? 0) + amount;
    byDay.set(key, into);
  }
  for (const { uid, at, counts } of byDay.values()) countHarmActivity(tx, uid, at, counts);
};
