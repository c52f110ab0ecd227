import { Timestamp, type Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { CHALLENGE_COLLECTIONS } from '../shared/challenges/firestorePaths';
import type { ChallengeDoc } from '../shared/challenges/types';
import { monthOf } from '../shared/leaderboards/firestorePaths';
import { LEADERBOARD_DEFAULT_ROWS } from '../shared/leaderboards/schemas';
import type { MonthlyChallenge } from '../shared/leaderboards/types';

/** The first instant of `month` (`YYYY-MM`) and of the month after, in UTC milliseconds. */
export function monthRange(month: string): { startMs: number; endMs: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { startMs: Date.UTC(year, monthNumber - 1, 1), endMs: Date.UTC(year, monthNumber, 1) };
}

function toMonthly(id: string, challenge: ChallengeDoc): MonthlyChallenge {
  return {
    id,
    streamId: challenge.streamId,
    streamerName: challenge.streamerName,
    title: challenge.title,
    challengerName: challenge.challengerName,
    status: challenge.status,
    totalAmount: challenge.totalAmount,
    totalVotes: challenge.totalVotes,
    createdAt: challenge.timestamp.toMillis(),
  };
}

/** The challenges sent in a month (the current UTC month unless named), newest first: one indexed range read. */
export const getMonthlyChallenges = defineCallable('getMonthlyChallenges', { allow: ['visitor', 'user'] }, async ({ month = monthOf(Date.now()), limit = LEADERBOARD_DEFAULT_ROWS }) => {
  const { startMs, endMs } = monthRange(month);
  const snap = await (db
    .collectionGroup(CHALLENGE_COLLECTIONS.challenges)
    .where('timestamp', '>=', Timestamp.fromMillis(startMs))
    .where('timestamp', '<', Timestamp.fromMillis(endMs))
    .orderBy('timestamp', 'desc')
    .limit(limit) as Query).get();
  return { month, challenges: snap.docs.map((doc) => toMonthly(doc.id, doc.data() as ChallengeDoc)) };
});
