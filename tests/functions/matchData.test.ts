import { describe, expect, it } from 'vitest';
import { SANDBOX_SECRETS } from '../../scripts/sandbox/server';
import { sandboxUrl } from '../support/env';
import { sandboxPost } from '../support/sandbox';
import { matchData } from '../../functions/src/matchData/provider';
import { mintRiotCode, seedMatchHistory, uniqueName } from './streamSupport';

/** The match-data provider over the sandbox's VALORANT API (the functions' params come from functions/.env.local). */
const HOUR = 3_600_000;

async function valApi(path: string, apiKey = SANDBOX_SECRETS.RIOT_API_KEY!) {
  const response = await fetch(`${sandboxUrl()}/riot/api${path}`, { headers: { 'x-riot-token': apiKey } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the VALORANT match API in the sandbox', () => {
  it("serves the matchlist and a match with Riot's field names", async () => {
    const { puuid } = await mintRiotCode(uniqueName('Fields'));
    const startedAt = Date.now() - 2 * HOUR;
    const { matchId } = await sandboxPost<{ matchId: string }>('/__sandbox/riot/matches', { puuid, kills: 23, deaths: 11, won: true, startedAt, lengthMs: 2_100_000 });

    const list = await valApi(`/val/match/v1/matchlists/by-puuid/${puuid}`);
    expect(list).toEqual({ status: 200, body: { puuid, history: [{ matchId, gameStartTimeMillis: startedAt, queueId: 'competitive' }] } });

    const match = await valApi(`/val/match/v1/matches/${matchId}`);
    expect(match.body.matchInfo).toMatchObject({ matchId, gameStartMillis: startedAt, gameLengthMillis: 2_100_000, isCompleted: true, queueId: 'competitive' });
    const players = match.body.players as Array<{ puuid: string; teamId: string; stats: Record<string, number> }>;
    expect(players).toHaveLength(10);
    expect(players.find((player) => player.puuid === puuid)).toMatchObject({ teamId: 'Red', stats: { kills: 23, deaths: 11 } });
    expect(match.body.teams).toEqual([
      expect.objectContaining({ teamId: 'Red', won: true, roundsWon: 13 }),
      expect.objectContaining({ teamId: 'Blue', won: false }),
    ]);
  });

  it('wants the API key, and answers 404 for what it does not know', async () => {
    expect((await valApi('/val/match/v1/matches/x', 'RGAPI-wrong')).status).toBe(401);
    expect((await valApi('/val/match/v1/matches/no-such-match')).status).toBe(404);
    expect((await valApi('/val/match/v1/matchlists/by-puuid/nobody')).status).toBe(404);
  });
});

describe('matchData (Riot VALORANT implementation)', () => {
  it('lists recent competitive matches newest first, leaving other queues out', async () => {
    const { puuid } = await mintRiotCode(uniqueName('Recent'));
    await seedMatchHistory(puuid, 6);
    await seedMatchHistory(puuid, 3, 'unrated');
    const recent = await matchData.recentCompetitiveMatches({ game: 'valorant', playerId: puuid }, 4);
    expect(recent).toHaveLength(4);
    expect(recent.every((match) => match.queue === 'competitive')).toBe(true);
    expect([...recent].sort((a, b) => b.startedAt - a.startedAt)).toEqual(recent);
    expect(await matchData.recentCompetitiveMatches({ game: 'valorant', playerId: 'nobody' }, 10)).toEqual([]);
  });

  it("reads one player's stats: kills, deaths, the win and the times", async () => {
    const { puuid } = await mintRiotCode(uniqueName('Stats'));
    const startedAt = Date.now() - 3 * HOUR;
    const { matchId } = await sandboxPost<{ matchId: string }>('/__sandbox/riot/matches', { puuid, kills: 7, deaths: 19, won: false, assists: 4, startedAt, lengthMs: 1_800_000 });
    expect(await matchData.playerMatchStats({ game: 'valorant', playerId: puuid }, matchId)).toEqual({
      matchId,
      startedAt,
      endedAt: startedAt + 1_800_000,
      completed: true,
      queue: 'competitive',
      kills: 7,
      deaths: 19,
      assists: 4,
      score: expect.any(Number),
      won: false,
    });
    expect(await matchData.playerMatchStats({ game: 'valorant', playerId: 'someone-else' }, matchId)).toBeNull();
    expect(await matchData.playerMatchStats({ game: 'valorant', playerId: puuid }, 'no-such-match')).toBeNull();
  });
});
