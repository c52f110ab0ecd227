import type { SecretParam } from 'firebase-functions/params';
import type { MatchSummary, PlayerAccount, PlayerMatchStats } from '../shared/matchData/types';
import { riotValorantProvider } from './riotValorant';

/**
 * Where match data comes from (DECISIONS.md "Stream bets, odds and automatic settlement"). Every feature that needs
 * match results asks `matchData`, never a provider's API directly, so replacing Riot's VALORANT API with a licensed
 * data feed means writing one implementation of this interface and naming it below.
 */
export interface MatchDataProvider {
  /** Secrets the provider reads; functions that use match data declare them. */
  secrets: SecretParam[];
  /** The player's most recent completed competitive matches, newest first, at most `limit`. */
  recentCompetitiveMatches(account: PlayerAccount, limit: number): Promise<MatchSummary[]>;
  /** The player's stats in one match, or null when the provider has no such match (or the player is not in it). */
  playerMatchStats(account: PlayerAccount, matchId: string): Promise<PlayerMatchStats | null>;
}

export const matchData: MatchDataProvider = riotValorantProvider;
