/**
 * Match data as the product uses it, whatever provider supplies it (functions/src/matchData is the one module that
 * reaches a provider). Times are ms since epoch.
 */
export type MatchGame = 'valorant';

/** A player's game account at the provider (for Riot: the PUUID from Riot Sign-On). */
export interface PlayerAccount {
  game: MatchGame;
  playerId: string;
}

/** One entry of a player's recent match history. */
export interface MatchSummary {
  matchId: string;
  startedAt: number;
  /** The provider's queue, e.g. 'competitive'. */
  queue: string;
}

/** One player's result in one match. */
export interface PlayerMatchStats {
  matchId: string;
  startedAt: number;
  endedAt: number;
  completed: boolean;
  queue: string;
  kills: number;
  deaths: number;
  assists: number;
  score: number;
  won: boolean;
}

/** Queues that count as competitive matches (stream bets, Kills + Win and the Connected Games count). */
export const COMPETITIVE_QUEUE = 'competitive';
