import { ACTIVITY_KINDS, HEAT_WINDOW_HOURS, HOUR_MS, heatLevel, type ActivityKind, type HeatLevel } from './constants';

/**
 * Heat counters: `streams/{id}.activity` holds one bucket per hour that had activity, keyed `h<hour number>` (the
 * hour number is ms since epoch / 1 hour), each counting bets, parlays and challenges. The server only ever adds to the bucket of
 * the hour an activity happened in; reads sum the buckets of the last 24 hours; a scheduled job drops older ones.
 */
export type ActivityBucket = Partial<Record<ActivityKind, number>>;
export type ActivityBuckets = Record<string, ActivityBucket>;

export interface ActivityCounts {
  bets: number;
  parlays: number;
  challenges: number;
  total: number;
}

export const hourKey = (at: number) => `h${Math.floor(at / HOUR_MS)}`;
/** The hour number of a bucket key, or NaN for a key that is not one. */
const hourOf = (key: string) => (/^h\d{1,12}$/.test(key) ? Number(key.slice(1)) : Number.NaN);

/** The oldest hour still counted at `now`. */
export const oldestCountedHour = (now: number) => Math.floor(now / HOUR_MS) - (HEAT_WINDOW_HOURS - 1);

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Bets, parlays and challenges in the buckets of the last 24 hours at `now` (later buckets are not counted). */
export function recentActivity(buckets: unknown, now: number): ActivityCounts {
  const counts: ActivityCounts = { bets: 0, parlays: 0, challenges: 0, total: 0 };
  if (!buckets || typeof buckets !== 'object') return counts;
  const oldest = oldestCountedHour(now);
  const newest = Math.floor(now / HOUR_MS);
  for (const [key, bucket] of Object.entries(buckets as Record<string, unknown>)) {
    const hour = hourOf(key);
    if (!Number.isInteger(hour) || hour < oldest || hour > newest || !bucket || typeof bucket !== 'object') continue;
    for (const kind of ACTIVITY_KINDS) counts[kind] += count((bucket as Record<string, unknown>)[kind]);
  }
  counts.total = counts.bets + counts.parlays + counts.challenges;
  return counts;
}

/** Bucket keys that no longer count at `now` (what the scheduled job removes). */
export function expiredBucketKeys(buckets: unknown, now: number): string[] {
  if (!buckets || typeof buckets !== 'object') return [];
  const oldest = oldestCountedHour(now);
  return Object.keys(buckets).filter((key) => !(hourOf(key) >= oldest));
}

export function heatOf(buckets: unknown, now: number): ActivityCounts & { level: HeatLevel } {
  const counts = recentActivity(buckets, now);
  return { ...counts, level: heatLevel(counts.total) };
}
