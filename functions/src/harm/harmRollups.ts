import type { Transaction } from 'firebase-admin/firestore';
import { dayOf } from '../shared/admin/schemas';
import type { RollupWriter } from '../ledger/rollups';
import { countHarmActivity, type HarmCounter } from './harmDays';
import { harmCountsOf } from './harmCounts';

/**
 * The indicators' rollup writer, registered in ledger/rollups.ts: in the money transaction itself it adds the
 * customer's deposits to harm/{uid}/harmDays/{day} (blind increments) and marks night-time activity (a set to 1, so
 * the day's second night-time stake leaves the document unchanged and fires nothing). The day's trigger then
 * reassesses the customer (onHarmDayWritten), reading at most LOOKBACK_DAYS day documents, never the ledger.
 */
export const writeHarmRollups: RollupWriter = (tx: Transaction, movements) => {
  // One write per customer and day however many movements share it.
  const byDay = new Map<string, { uid: string; at: number; counts: Partial<Record<HarmCounter, number>>; night: boolean }>();
  for (const movement of movements) {
    if (movement.kind !== 'user') continue;
    const found = harmCountsOf(movement);
    if (!found) continue;
    const key = `${movement.uid}/${dayOf(movement.at)}`;
    const into = byDay.get(key) ?? { uid: movement.uid, at: movement.at, counts: {}, night: false };
    for (const [field, amount] of Object.entries(found.counts) as [HarmCounter, number][]) into.counts[field] = (into.counts[field] ?? 0) + amount;
    into.night ||= found.night;
    byDay.set(key, into);
  }
  for (const { uid, at, counts, night } of byDay.values()) countHarmActivity(tx, uid, at, counts, night ? { nightActivity: 1 } : {});
};
