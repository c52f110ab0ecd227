/** Firestore collection names and document paths of the leaderboards (server only; read through the callables). */
export const LEADERBOARD_COLLECTIONS = {
  /** `{YYYY-MM}` or `all`, each with a `rows` subcollection: one document per user. */
  leaderboards: 'leaderboards',
  rows: 'rows',
  /** One per ledger stake already counted on the boards (the backfill skips them). */
  counted: 'leaderboardCounted',
} as const;

/** The key of the all-time board. */
export const ALL_TIME_KEY = 'all';

/** The UTC month (`YYYY-MM`) of an instant. */
export const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

export const leaderboardPaths = {
  rows: (periodKey: string) => `${LEADERBOARD_COLLECTIONS.leaderboards}/${periodKey}/${LEADERBOARD_COLLECTIONS.rows}`,
  row: (periodKey: string, uid: string) => `${LEADERBOARD_COLLECTIONS.leaderboards}/${periodKey}/${LEADERBOARD_COLLECTIONS.rows}/${uid}`,
  counted: (id: string) => `${LEADERBOARD_COLLECTIONS.counted}/${id}`,
} as const;
