import { getMatch, getMatchlist, RIOT_API_KEY } from '../clients/riot';
import { COMPETITIVE_QUEUE, type PlayerAccount, type PlayerMatchStats } from '../shared/matchData/types';
import type { MatchDataProvider } from './provider';

/**
 * Match data from Riot's VALORANT API (VAL-MATCH-V1): the matchlist by PUUID and matches by id. Riot lists only
 * finished matches in a matchlist; a match's own `isCompleted` is checked when its stats are read.
 */
export const riotValorantProvider: MatchDataProvider = {
  secrets: [RIOT_API_KEY],

  async recentCompetitiveMatches(account: PlayerAccount, limit: number) {
    const { history } = await getMatchlist(account.playerId);
    return history
      .filter((entry) => entry.queueId === COMPETITIVE_QUEUE)
      .sort((a, b) => b.gameStartTimeMillis - a.gameStartTimeMillis)
      .slice(0, limit)
      .map((entry) => ({ matchId: entry.matchId, startedAt: entry.gameStartTimeMillis, queue: entry.queueId }));
  },

  async playerMatchStats(account: PlayerAccount, matchId: string): Promise<PlayerMatchStats | null> {
    const match = await getMatch(matchId);
    const player = match?.players.find((entry) => entry.puuid === account.playerId);
    if (!match || !player?.stats) return null;
    const info = match.matchInfo;
    return {
      matchId: info.matchId,
      startedAt: info.gameStartMillis,
      endedAt: info.gameStartMillis + info.gameLengthMillis,
      completed: info.isCompleted,
      queue: info.queueId,
      kills: player.stats.kills,
      deaths: player.stats.deaths,
      assists: player.stats.assists,
      score: player.stats.score,
      won: match.teams.some((team) => team.teamId === player.teamId && team.won),
    };
  },
};
