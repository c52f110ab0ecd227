import { db } from '../core/admin';
import { dayOf } from '../shared/admin/schemas';
import { corePaths } from '../shared/core/firestorePaths';
import { harmPaths } from '../shared/harm/firestorePaths';
import { dayBefore, levelRank, LOOKBACK_DAYS, scoreIndicators, type HarmDay } from '../shared/harm/indicators';
import { assessHarm, userFlagOf } from '../shared/harm/state';
import type { HarmDoc, HarmInteraction } from '../shared/harm/types';

/**
 * The customer's last LOOKBACK_DAYS days of activity (a bounded read, never the ledger), read outside the
 * transaction so a reassessment never holds a lock the money transactions write to, with the latest write time.
 */
async function recentDays(uid: string, today: string): Promise<{ days: HarmDay[]; basis: number }> {
  const snap = await db.collection(harmPaths.days(uid)).where('day', '>=', dayBefore(today, LOOKBACK_DAYS - 1)).get();
  return { days: snap.docs.map((doc) => doc.data() as HarmDay), basis: Math.max(0, ...snap.docs.map((doc) => doc.updateTime.toMillis())) };
}

function sameAssessment(previous: HarmDoc | null, next: HarmDoc): boolean {
  // Nothing is stored for a customer who has only ever been at none.
  if (!previous) return next.level === 'none' && !next.held;
  return previous.level === next.level && previous.held === next.held && previous.day === next.day && JSON.stringify(previous.scores) === JSON.stringify(next.scores);
}

/**
 * Reassesses one customer at `now`: scores their recent days and, when anything changed, writes harm/{uid}, the
 * users/{uid}.harm flag the gambling check reads when it changes (a hold refuses every deposit and stake from the
 * next call), and the day's interaction record for evaluation. Idempotent, and an assessment made from older days
 * than the stored one changes nothing. Returns whether it wrote.
 */
export async function reassessCustomer(uid: string, now: number): Promise<boolean> {
  const today = dayOf(now);
  const { days, basis } = await recentDays(uid, today);
  const harmRef = db.doc(harmPaths.harm(uid));
  const interactionRef = db.doc(harmPaths.interaction(uid, today));
  return db.runTransaction(async (tx) => {
    const [harmSnap, interactionSnap] = await tx.getAll(harmRef, interactionRef);
    const previous = (harmSnap!.data() as HarmDoc | undefined) ?? null;
    if (previous && previous.basis > basis) return false;
    const { doc, action } = assessHarm(uid, previous, scoreIndicators(days, today), now, today, basis);
    if (sameAssessment(previous, doc)) return false;
    const flag = userFlagOf(doc);
    const before = previous ? userFlagOf(previous) : { held: false, strong: false };
    const userRef = db.doc(corePaths.user(uid));
    // The user document is read (and written) only when the flag changes: a hold, a lift, strong or not.
    if (flag.held !== before.held || flag.strong !== before.strong) {
      if (!(await tx.get(userRef)).exists) return false;
      tx.update(userRef, { harm: flag });
    }
    tx.set(harmRef, doc);
    const interaction = interactionSnap!.data() as HarmInteraction | undefined;
    if (doc.level !== 'none' && (!interaction || levelRank(doc.level) > levelRank(interaction.level) || (action === 'hold' && interaction.action !== 'hold'))) {
      const record: HarmInteraction = { uid, day: today, level: doc.level, action, at: now };
      tx.set(interactionRef, record);
    }
    return true;
  });
}
