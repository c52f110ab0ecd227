import type { Timestamp } from '../core/timestamp';
import type { GameMode, GameType, StreamBetType } from '../games/catalogue';
import type { ParlayStatus, StreamBetStatus } from './constants';

export type OddsSource = 'history' | 'admin';

/** One completed match as pricing and settlement read it. */
export interface MatchLine {
  matchId: string;
  /** ms since epoch */
  startedAt: number;
  kills: number;
  deaths: number;
  won: boolean;
}

export type KillRangeName = 'below' | 'above' | 'above2x' | 'max';
/** A kills range: from `low` up to, not including, `high` (null: no upper end). */
export interface KillRange {
  low: number;
  high: number | null;
}

/** The lines bets are settled against: whole kills, a K/D with 2 decimals, the ranges. */
export interface OddsLines {
  killsTarget: number;
  kdTarget: number;
  ranges: Record<KillRangeName, KillRange>;
}

/** A priced game: every bet type's multiplier and the lines (spec 02 section 3, Odds (stream)). */
export interface PricedOdds extends OddsLines {
  multipliers: Partial<Record<StreamBetType, number>>;
  /** Matches priced from. */
  matches: number;
  /** Kills + Win is open (100 matches or more): its target is `killsTarget`. */
  killsWin: boolean;
}

/**
 * streams/{streamId}/odds/{oddsId}: one computation, never changed; a new history makes a new document. Public read.
 * `kills.target`, `kdRatio.target` and `matchWin` carry the spec's record shape.
 */
export interface StreamOddsDoc<T = Timestamp> extends PricedOdds {
  id: string;
  streamId: string;
  gameType: GameType;
  gameMode: GameMode;
  /** Priced from match history (Valorant), or set by an admin (live-dealer games). */
  source: OddsSource;
  /** The house margin priced in; null for admin-set odds. */
  margin: number | null;
  /** The admin who set them (admin-set odds only). */
  setBy?: string;
  /** The newest match priced (history changes when a newer one appears). */
  newestMatchId: string | null;
  kills: { target: number };
  kdRatio: { target: number };
  /** The newest matches priced (at most RECENT_MATCHES_SHOWN), newest first: the streamer page's recent results. */
  recentMatches: MatchLine[];
  createdAt: T;
}

/** What getOdds returns per game asked: the odds, or why there are none. */
export type GameOdds =
  | { gameType: GameType; gameMode: GameMode; available: true; odds: StreamOddsView }
  | { gameType: GameType; gameMode: GameMode; available: false; reason: string; matches: number | null };

/** The odds as the dialog uses them (ms instead of Timestamps). */
export type StreamOddsView = Omit<StreamOddsDoc, 'createdAt'> & { createdAt: number };

/** The match that decided a bet or parlay, shown on it. */
export interface DecidingMatch {
  matchId: string;
  startedAt: number;
  endedAt: number;
  kills: number;
  deaths: number;
  won: boolean;
}

/** How a bet or a parlay is settled: by the first match after `after`, or refunded at `refundAt`; then corrected. */
export interface SettlementWindow<T = Timestamp> {
  /** The deciding match is the first competitive match that starts after this (ms): placement, or an admin reset. */
  after: number;
  /** Refunded if no match has decided it by then (ms). */
  refundAt: number;
  matchKey: string;
  match: DecidingMatch | null;
  sessionId: string | null;
  timestamp: T;
  settledAt: T | null;
  /** How many times an admin corrected the settlement; each correction's ledger keys carry its number. */
  corrections?: number;
  /**
   * The id of the public activity line, where it is not the wager's own id: only wagers placed while ids were
   * made from the bettor's uid, whose lines the `randomPublicIds` migration moved to a random id.
   */
  activityId?: string;
  correctedAt?: T | null;
}

/** streams/{streamId}/bets/{betId}: the bettor and admins read it; anyone once settled (DECISIONS.md "Who sees a bet"). */
export interface StreamBetDoc<T = Timestamp> extends SettlementWindow<T> {
  id: string;
  streamId: string;
  userId: string;
  context: 'props';
  oddsId: string;
  type: StreamBetType;
  game: { type: GameType; mode: GameMode };
  multiplier: number;
  /** Stake value: cash plus credits at $5, in cents. */
  amount: number;
  balance: number;
  credits: number;
  /** Percent of the net winnings tipped to the streamer (up to 3 decimals). */
  tip: number;
  lines: OddsLines;
  status: StreamBetStatus;
  /** Paid to the bettor, and tipped to the streamer, in cents (0 until won). */
  payout: number;
  tipAmount: number;
}

/** streams/{streamId}/parlays/{id}: a Kills + Win challenge; read like a bet. */
export interface ParlayDoc<T = Timestamp> extends SettlementWindow<T> {
  id: string;
  streamId: string;
  userId: string;
  challengerName: string;
  /** Cash part in cents, and credits. */
  basePrice: number;
  credits: number;
  amount: number;
  gameType: 'valorant';
  gameMode: 'competitive';
  /** How the cash part was paid: from the balance, or a PayPal order credited first. */
  paidBy?: 'balance' | 'paypal';
  oddsId: string;
  kills: { target: number };
  status: ParlayStatus;
  /** Paid to the streamer when settled (150% or 80% of `amount`). */
  payout: number;
}

/** streams/{streamId}/betActivity/{id}: that a bet or parlay exists, its type and status; public, no who or how much. */
export interface BetActivityDoc<T = Timestamp> {
  kind: 'bet' | 'parlay';
  type: StreamBetType | 'kills_win';
  status: StreamBetStatus | ParlayStatus;
  timestamp: T;
}

/** The id of a bet's or parlay's public activity line. */
export const activityIdOf = (wager: { id: string; activityId?: string }): string => wager.activityId ?? wager.id;
