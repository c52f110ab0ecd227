import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { CORE_COLLECTIONS } from '../shared/core/firestorePaths';
import { ADMIN_COLLECTIONS } from '../shared/admin/firestorePaths';
import { dayStartMs, daysBetween } from '../shared/admin/schemas';
import type { AdminUserStats } from '../shared/admin/types';

const DAY_MS = 86_400_000;

/** Accounts created in `start`..`end` (UTC days), by their creation time. */
function createdIn(start: string, end: string) {
  return db
    .collection(CORE_COLLECTIONS.users)
    .where('timestamp', '>=', Timestamp.fromMillis(dayStartMs(start)))
    .where('timestamp', '<', Timestamp.fromMillis(dayStartMs(end) + DAY_MS));
}

/**
 * getAdminUserStats over a range (README, decisions): accounts created and, of those, verified (count
 * aggregations), distinct users who wagered over the range and on each day (the Summary's active-user lines),
 * and accounts whose support exclusion is on now (a count aggregation).
 */
export async function userStats(start: string, end: string): Promise<AdminUserStats> {
  const [created, verified, excluded, active] = await Promise.all([
    createdIn(start, end).count().get(),
    createdIn(start, end).where('isVerified', '==', true).count().get(),
    db.collection(CORE_COLLECTIONS.users).where('exclusion', '==', 'Yes').count().get(),
    db.collection(ADMIN_COLLECTIONS.summaryActive).where('day', '>=', start).where('day', '<=', end).select('day', 'uid').get(),
  ]);
  const perDay = new Map<string, number>();
  const users = new Set<string>();
  for (const doc of active.docs) {
    users.add(String(doc.get('uid')));
    const day = String(doc.get('day'));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return {
    start,
    end,
    newCount: created.data().count,
    verifiedCount: verified.data().count,
    activeCount: users.size,
    excludedCount: excluded.data().count,
    days: daysBetween(start, end).map((day) => ({ day, activeCount: perDay.get(day) ?? 0 })),
  };
}
