/** Which board: the current UTC month's or all time. */
export type LeaderboardPeriod = 'month' | 'all';

/** Per item kind: how many stakes and their value in cents (cash + credits x $5), as staked. */
export interface LeaderboardStats {
  challengeCount: number;
  challengeTotal: number;
  eventCount: number;
  eventTotal: number;
  parlayCount: number;
  parlayTotal: number;
  betCount: number;
  betTotal: number;
}

/** A stored rollup: leaderboards/{periodKey}/rows/{uid} (server-written, see leaderboards/leaderboardRollups.ts). */
export interface LeaderboardRollup {
  uid: string;
  /** `YYYY-MM` or `all`. */
  periodKey: string;
  /** Everything staked in the period, in cents. */
  amount: number;
  /** The ordering key (equal to amount; see README, "Leaderboards"). */
  score: number;
  stats: LeaderboardStats;
}

/** A leaderboard row (spec 02 "Leaderboards"). */
export interface LeaderboardRow {
  rank: number;
  uid: string;
  username: string;
  /** 'streamer' when the user has a stream, else 'challenger'. */
  status: 'streamer' | 'challenger';
  logo: string | null;
  isLive: boolean;
  amount: number;
  score: number;
  stats: LeaderboardStats;
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  /** The month shown (`YYYY-MM`), or null for all time. */
  month: string | null;
  rows: LeaderboardRow[];
  /** The signed-in viewer's own row and rank (also when outside the rows shown); null for visitors and non-players. */
  viewer: LeaderboardRow | null;
}

/** One of the month's challenges (public fields only). */
export interface MonthlyChallenge {
  id: string;
  streamId: string;
  streamerName: string;
  title: string;
  challengerName: string;
  status: string;
  totalAmount: number;
  totalVotes: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
}
