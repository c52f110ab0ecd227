import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { dayOf } from '../shared/admin/schemas';
import { harmPaths } from '../shared/harm/firestorePaths';
import type { HarmDay } from '../shared/harm/indicators';

export type HarmCounter = Exclude<keyof HarmDay, 'day'>;

/**
 * The set-merge that adds `counts` to a customer's day and sets `marks` (values that stay put once set, so writing
 * them again leaves the document unchanged): blind writes, never a read.
 */
export function dayIncrements(day: string, counts: Partial<Record<HarmCounter, number>>, marks: Partial<Record<HarmCounter, number>> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { day, ...marks };
  for (const [field, amount] of Object.entries(counts)) if (amount) out[field] = FieldValue.increment(amount);
  return out;
}

/** Adds `counts` to the customer's day and sets `marks` inside `tx` (only a write). */
export function countHarmActivity(
  tx: Transaction,
  uid: string,
  at: number,
  counts: Partial<Record<HarmCounter, number>>,
  marks: Partial<Record<HarmCounter, number>> = {},
): void {
  tx.set(db.doc(harmPaths.day(uid, dayOf(at))), dayIncrements(dayOf(at), counts, marks), { merge: true });
}

/**
 * Adds `counts` to the customer's day outside a money transaction (a declined deposit, a limit raise, a reality
 * check continued). A failure is logged, never passed on: the customer's request has its own outcome.
 */
export async function recordHarmSignal(uid: string, at: number, counts: Partial<Record<HarmCounter, number>>): Promise<void> {
  try {
    await db.doc(harmPaths.day(uid, dayOf(at))).set(dayIncrements(dayOf(at), counts), { merge: true });
  } catch (error) {
    logger.error('Harm indicator signal not recorded', { uid, counts, error: (error as Error).message });
  }
}
