import type { GameMode, GameStat, GameType } from '../games/catalogue';
import type { Timestamp } from '../core/timestamp';
import type { BattleStatus, BattleType, CompetitorRole, GameStatus, TeamPlayerRole } from './constants';

export interface CompetitorPlayer {
  id: string;
  name: string;
  role: TeamPlayerRole;
}

/** One side of a battle: a streamer (player battle) or a team. */
export interface Competitor {
  id: string;
  name: string;
  type: BattleType;
  role: CompetitorRole;
  avatar: string | null;
  /** The organizer's starting (fair) odds, decimal. */
  startingOdds: number;
  players: Record<string, CompetitorPlayer>;
}

export interface SeriesResult {
  wins: number;
  losses: number;
}

/** battles/{id}: public; written only by the battle callables and jobs. */
export interface BattleDoc<T = Timestamp> {
  id: string;
  slug: string;
  type: BattleType;
  series: number;
  scheduledAt: T;
  status: BattleStatus;
  game: { type: GameType; mode: GameMode };
  competitors: Competitor[];
  /** Every player of both sides (streamer uids): they may bet only on their own side. */
  playerIds: string[];
  useReserve: boolean;
  editorIds: string[];
  lastEditedBy: string;
  createdAt: T;
  updatedAt: T;
  winnerId: string | null;
  results: Record<string, SeriesResult>;
  /** Published odds per competitor id. */
  odds: { competitors: Record<string, { value: number }>; updatedAt: T };
  chest: { target: number; total: number; count: number; stakes: Record<string, number> };
  /** When the review (dispute) window ends; set when the battle enters review. */
  reviewEndsAt: T | null;
  /** True once every bet of a cancelled or void battle is refunded, or a final one settled. */
  closed: boolean;
  /**
   * Set when the settlement of a battle whose review window ended begins (before any bet is settled); from then
   * on it can no longer be voided, so its bets are all settled on the result or, voided first, all refunded.
   */
  settling?: boolean;
}

export interface PlayerResult {
  id: string;
  competitor: { id: string; type: BattleType };
  win: boolean;
  stats: Partial<Record<GameStat, number>>;
}

/** battles/{id}/games/{id}_game{N}: public. */
export interface BattleGameDoc<T = Timestamp> {
  id: string;
  battleId: string;
  number: number;
  type: GameType;
  mode: GameMode;
  status: GameStatus;
  competitors: Record<string, { id: string; name: string; type: BattleType; role: CompetitorRole }>;
  results: { players: Record<string, PlayerResult> } | null;
  winnerId: string | null;
  startedAt: T | null;
  endedAt: T | null;
  createdAt: T;
  updatedAt: T;
}

/** battles/{id}/odds/{snapshotId}: public, ordered by createdAt. */
export interface OddsSnapshotDoc<T = Timestamp> {
  competitors: Record<string, { value: number }>;
  betCount: number;
  createdAt: T;
}

export const BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** The fee of a reserve battle bet, by where it goes. */
export interface FeeParts {
  prize: number;
  house: number;
  earnings: number;
}

/** battles/{id}/bets/{betId}: the bettor and admins read it while open, anyone once settled. */
export interface BattleBetDoc<T = Timestamp> {
  id: string;
  user: { id: string };
  battle: { id: string; type: BattleType; slug: string };
  competitor: { id: string; name: string; type: BattleType; role: CompetitorRole };
  game: { type: GameType; mode: GameMode };
  context: 'battle';
  /** Stake value: cash plus credits at $5 each, in cents. */
  amount: number;
  /** The cash part of the stake. */
  balance: number;
  credits: number;
  fee: number;
  feeParts: FeeParts;
  odds: { value: number };
  status: BetStatus;
  payout: number;
  sessionId: string | null;
  timestamp: T;
}

/** battles/{id}/chest/shard_{n}: server-only running totals. */
export interface ChestShardDoc {
  total: number;
  count: number;
  stakes: Record<string, number>;
}

export interface TeamPlayer {
  id: string;
  name: string;
  avatar: string | null;
  role: TeamPlayerRole;
  accepted: boolean;
}

/** teams/team_{id}: public. */
export interface TeamDoc<T = Timestamp> {
  id: string;
  name: string;
  nameLower: string;
  editorId: string;
  players: Record<string, TeamPlayer>;
  createdAt: T;
  updatedAt: T;
}
