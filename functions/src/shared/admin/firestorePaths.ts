/** Reporting documents kept beside the ledger (server only; see admin/summaryRollups.ts). */
export const ADMIN_COLLECTIONS = {
  /** `{day}_{shard}`: one day's figures, split over shards so money transactions do not contend. */
  summaryDays: 'summaryRollups',
  /** `{shard}`: all-time bucket totals. */
  summaryTotals: 'summaryTotals',
  /** `{day}_{uid}`: the user wagered that day. */
  summaryActive: 'summaryActive',
  /** `{day}_{streamId}_{shard}`: one stream's stream bets and Kills + Win that day (count, total, paid). */
  streamDays: 'streamRollups',
  /** One per ledger movement already counted in the rollups (the backfill skips them). */
  summaryCounted: 'summaryCounted',
} as const;

export const adminPaths = {
  summaryDay: (day: string, shard: number) => `${ADMIN_COLLECTIONS.summaryDays}/${day}_${shard}`,
  summaryTotal: (shard: number) => `${ADMIN_COLLECTIONS.summaryTotals}/${shard}`,
  summaryActive: (day: string, uid: string) => `${ADMIN_COLLECTIONS.summaryActive}/${day}_${uid}`,
  streamDay: (day: string, streamId: string, shard: number) => `${ADMIN_COLLECTIONS.streamDays}/${day}_${streamId}_${shard}`,
  summaryCounted: (id: string) => `${ADMIN_COLLECTIONS.summaryCounted}/${id}`,
} as const;
