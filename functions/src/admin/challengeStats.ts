import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { CHALLENGE_STATUSES } from '../shared/challenges/constants';
import { CHALLENGE_COLLECTIONS } from '../shared/challenges/firestorePaths';
import { dayStartMs } from '../shared/admin/schemas';
import type { AdminChallengeStats } from '../shared/admin/types';

const DAY_MS = 86_400_000;

/**
 * getAdminChallengeStats over a range (README, decisions): challenges sent in the range, one aggregation per
 * status over every stream's challenges: how many, their pots (cash plus credits at cash value) and what their
 * streamers were paid, in cents.
 */
export async function challengeStats(start: string, end: string): Promise<AdminChallengeStats> {
  const from = Timestamp.fromMillis(dayStartMs(start));
  const to = Timestamp.fromMillis(dayStartMs(end) + DAY_MS);
  const byStatus = await Promise.all(
    CHALLENGE_STATUSES.map(async (status) => {
      const snap = await db
        .collectionGroup(CHALLENGE_COLLECTIONS.challenges)
        .where('status', '==', status)
        .where('timestamp', '>=', from)
        .where('timestamp', '<', to)
        .aggregate({ count: AggregateField.count(), total: AggregateField.sum('totalAmount'), paid: AggregateField.sum('streamerPayout') })
        .get();
      const { count, total, paid } = snap.data();
      return { status, count, total: total ?? 0, paid: paid ?? 0 };
    }),
  );
  return { start, end, byStatus };
}
