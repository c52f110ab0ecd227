import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { corePaths } from '../shared/core/firestorePaths';
import { ALL_TIME_KEY, leaderboardPaths, monthOf } from '../shared/leaderboards/firestorePaths';
import type { Leaderboard, LeaderboardPeriod, LeaderboardRollup, LeaderboardRow } from '../shared/leaderboards/types';
import { streamPaths } from '../shared/streams/firestorePaths';
import { EMPTY_STATS } from './leaderboardFigures';

/** The rows collection's key for a period now: the current UTC month or all time. */
export function periodKeyOf(period: LeaderboardPeriod, nowMs = Date.now()): string {
  return period === 'month' ? monthOf(nowMs) : ALL_TIME_KEY;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function rollupOf(snap: DocumentSnapshot): LeaderboardRollup {
  const data = snap.data() ?? {};
  const stats = { ...EMPTY_STATS };
  for (const field of Object.keys(stats) as Array<keyof typeof stats>) stats[field] = num((data.stats as Record<string, unknown> | undefined)?.[field]);
  return { uid: snap.id, periodKey: String(data.periodKey ?? ''), amount: num(data.amount), score: num(data.score), stats };
}

/** Joins rollups with their users' public profile (username, logo) and stream (streamer, live): two batched reads. */
async function withProfiles(rollups: ReadonlyArray<{ rollup: LeaderboardRollup; rank: number }>): Promise<LeaderboardRow[]> {
  if (rollups.length === 0) return [];
  const users = await db.getAll(...rollups.map(({ rollup }) => db.doc(corePaths.user(rollup.uid))));
  const streams = await db.getAll(...rollups.map(({ rollup }) => db.doc(streamPaths.stream(rollup.uid))));
  return rollups.map(({ rollup, rank }, index) => {
    const user = users[index]?.data() ?? {};
    const stream = streams[index]?.data();
    return {
      rank,
      uid: rollup.uid,
      username: typeof user.username === 'string' ? user.username : 'Unknown',
      status: stream ? 'streamer' : 'challenger',
      logo: typeof user.image === 'string' ? user.image : null,
      isLive: stream?.online === true,
      amount: rollup.amount,
      score: rollup.score,
      stats: rollup.stats,
    };
  });
}

/**
 * The top `limit` rows of `periodKey` ordered by `field` (highest first): one small indexed query per page,
 * whatever the number of users. Equal figures share a rank (1, 2, 2, 4), as the viewer's counted rank does.
 */
export async function topRows(periodKey: string, field: 'score' | 'stats.challengeTotal', limit: number): Promise<LeaderboardRow[]> {
  const snap = await (db.collection(leaderboardPaths.rows(periodKey)).where(field, '>', 0).orderBy(field, 'desc').limit(limit) as Query).get();
  const rollups = snap.docs.map(rollupOf);
  const valueOf = (rollup: LeaderboardRollup) => (field === 'score' ? rollup.score : rollup.stats.challengeTotal);
  const ranked: Array<{ rollup: LeaderboardRollup; rank: number }> = [];
  rollups.forEach((rollup, index) => {
    const previous = ranked[index - 1];
    ranked.push({ rollup, rank: previous && valueOf(previous.rollup) === valueOf(rollup) ? previous.rank : index + 1 });
  });
  return withProfiles(ranked);
}

/** The viewer's own row: their rank is one more than the number of users with a higher score (a count() aggregation). */
async function viewerRow(periodKey: string, uid: string): Promise<LeaderboardRow | null> {
  const snap = await db.doc(leaderboardPaths.row(periodKey, uid)).get();
  if (!snap.exists) return null;
  const rollup = rollupOf(snap);
  if (rollup.score <= 0) return null;
  const above = await db.collection(leaderboardPaths.rows(periodKey)).where('score', '>', rollup.score).count().get();
  const [row] = await withProfiles([{ rollup, rank: above.data().count + 1 }]);
  return row ?? null;
}

export async function readLeaderboard(period: LeaderboardPeriod, limit: number, viewerUid: string | null, nowMs = Date.now()): Promise<Leaderboard> {
  const periodKey = periodKeyOf(period, nowMs);
  const [rows, viewer] = await Promise.all([topRows(periodKey, 'score', limit), viewerUid ? viewerRow(periodKey, viewerUid) : Promise.resolve(null)]);
  return { period, month: period === 'month' ? periodKey : null, rows, viewer };
}
