import { createHash, randomUUID } from 'node:crypto';
import { json, type Routes, type SandboxRequest } from './http';
import { RIOT_API_KEY } from './riot';

/**
 * VAL-MATCH-V1 with Riot's field names: GET /val/match/v1/matchlists/by-puuid/{puuid} (newest first) and
 * GET /val/match/v1/matches/{matchId}, behind the X-Riot-Token API key. Matches exist once a test or the dev seed
 * plays them: POST /__sandbox/riot/matches plays one for a puuid, POST /__sandbox/riot/history seeds many.
 */
interface PlayerStats {
  score: number;
  roundsPlayed: number;
  kills: number;
  deaths: number;
  assists: number;
  playtimeMillis: number;
}

interface ValMatch {
  matchInfo: {
    matchId: string;
    mapId: string;
    gameLengthMillis: number;
    gameStartMillis: number;
    provisioningFlowId: string;
    isCompleted: boolean;
    customGameName: string;
    queueId: string;
    gameMode: string;
    isRanked: boolean;
    seasonId: string;
  };
  players: Array<{
    puuid: string;
    gameName: string;
    tagLine: string;
    teamId: 'Red' | 'Blue';
    partyId: string;
    characterId: string;
    stats: PlayerStats;
    competitiveTier: number;
    playerCard: string;
    playerTitle: string;
  }>;
  coaches: never[];
  teams: Array<{ teamId: 'Red' | 'Blue'; won: boolean; roundsPlayed: number; roundsWon: number; numPoints: number }>;
  roundResults: never[];
}

export interface PlayedMatch {
  puuid: string;
  kills: number;
  deaths: number;
  won: boolean;
  assists?: number;
  startedAt?: number;
  lengthMs?: number;
  queueId?: string;
}

const MAPS = ['/Game/Maps/Ascent/Ascent', '/Game/Maps/Bonsai/Bonsai', '/Game/Maps/Duality/Duality', '/Game/Maps/Port/Port', '/Game/Maps/Triad/Triad'];
const AGENTS = ['add6443a-41bd-e414-f6ad-e58d267f4e95', 'a3bfb853-43b2-7238-a4f1-ad90e9e46bcc', '8e253930-4c05-31dd-1b6c-968525494517'];
const DEFAULT_LENGTH_MS = 35 * 60_000;

const matches = new Map<string, ValMatch>();
/** While true the match API answers 503, as Riot does in an outage (tests of settlement catching up). */
let outage = false;

export const riotMatchControl = {
  reset: () => {
    outage = false;
  },
};
/** puuid -> the ids of the matches they played */
const histories = new Map<string, string[]>();

/** A small deterministic generator, so seeded histories look the same on every start. */
function numbers(seed: string): () => number {
  let counter = 0;
  return () => {
    counter += 1;
    return createHash('sha256').update(`${seed}:${counter}`).digest().readUInt32BE(0) / 0x1_0000_0000;
  };
}

function filler(seed: string, index: number, teamId: 'Red' | 'Blue', rounds: number): ValMatch['players'][number] {
  const next = numbers(`${seed}:${index}`);
  const kills = Math.floor(next() * 25) + 2;
  return {
    puuid: createHash('sha256').update(`filler:${seed}:${index}`).digest('base64url').padEnd(78, 'x').slice(0, 78),
    gameName: `Player${index}`,
    tagLine: 'SBX',
    teamId,
    partyId: randomUUID(),
    characterId: AGENTS[index % AGENTS.length]!,
    stats: { score: kills * 220, roundsPlayed: rounds, kills, deaths: Math.floor(next() * 20) + 4, assists: Math.floor(next() * 10), playtimeMillis: rounds * 100_000 },
    competitiveTier: 12,
    playerCard: '',
    playerTitle: '',
  };
}

/** Plays one completed match for `played.puuid` (team Red) and files it in their history. */
export function playMatch(played: PlayedMatch): ValMatch {
  const matchId = randomUUID();
  const startedAt = played.startedAt ?? Date.now() - (played.lengthMs ?? DEFAULT_LENGTH_MS);
  const queueId = played.queueId ?? 'competitive';
  const loserRounds = 3 + (matchId.charCodeAt(0) % 9);
  const rounds = 13 + loserRounds;
  const player: ValMatch['players'][number] = {
    puuid: played.puuid,
    gameName: 'SandboxPlayer',
    tagLine: 'EUW',
    teamId: 'Red',
    partyId: randomUUID(),
    characterId: AGENTS[0]!,
    stats: {
      score: played.kills * 230 + (played.assists ?? 0) * 50,
      roundsPlayed: rounds,
      kills: played.kills,
      deaths: played.deaths,
      assists: played.assists ?? 0,
      playtimeMillis: played.lengthMs ?? DEFAULT_LENGTH_MS,
    },
    competitiveTier: 15,
    playerCard: '',
    playerTitle: '',
  };
  const match: ValMatch = {
    matchInfo: {
      matchId,
      mapId: MAPS[matchId.charCodeAt(1) % MAPS.length]!,
      gameLengthMillis: played.lengthMs ?? DEFAULT_LENGTH_MS,
      gameStartMillis: startedAt,
      provisioningFlowId: 'Matchmaking',
      isCompleted: true,
      customGameName: '',
      queueId,
      gameMode: '/Game/GameModes/Bomb/BombGameMode.BombGameMode_C',
      isRanked: queueId === 'competitive',
      seasonId: '52e9749a-429b-7060-99fe-4595426a0cf7',
    },
    players: [
      player,
      ...[1, 2, 3, 4].map((index) => filler(matchId, index, 'Red', rounds)),
      ...[5, 6, 7, 8, 9].map((index) => filler(matchId, index, 'Blue', rounds)),
    ],
    coaches: [],
    teams: [
      { teamId: 'Red', won: played.won, roundsPlayed: rounds, roundsWon: played.won ? 13 : loserRounds, numPoints: played.won ? 13 : loserRounds },
      { teamId: 'Blue', won: !played.won, roundsPlayed: rounds, roundsWon: played.won ? loserRounds : 13, numPoints: played.won ? loserRounds : 13 },
    ],
    roundResults: [],
  };
  matches.set(matchId, match);
  histories.set(played.puuid, [...(histories.get(played.puuid) ?? []), matchId]);
  return match;
}

/** Seeds `count` completed matches, one every 50 minutes going back from `endAt`, with plausible varied stats. */
export function seedHistory(puuid: string, count: number, options: { endAt?: number; queueId?: string } = {}): string[] {
  const next = numbers(`history:${puuid}`);
  const endAt = options.endAt ?? Date.now() - 60 * 60_000;
  const ids: string[] = [];
  for (let index = count - 1; index >= 0; index -= 1) {
    const kills = Math.max(0, Math.round(8 + next() * 14 + (next() - 0.5) * 8));
    ids.push(
      playMatch({
        puuid,
        kills,
        deaths: Math.max(1, Math.round(9 + next() * 10)),
        assists: Math.floor(next() * 9),
        won: next() < 0.52,
        startedAt: endAt - index * 50 * 60_000 - DEFAULT_LENGTH_MS,
        queueId: options.queueId ?? 'competitive',
      }).matchInfo.matchId,
    );
  }
  return ids;
}

function apiKeyOk(request: SandboxRequest): boolean {
  return request.headers['x-riot-token'] === RIOT_API_KEY;
}

const riotError = (status: number, message: string) => json(status, { status: { message, status_code: status } });

const isCount = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

export const riotMatchRoutes: Routes = {
  'GET /riot/api/val/match/v1/matchlists/by-puuid/:puuid': (request) => {
    if (!apiKeyOk(request)) return riotError(401, 'Unknown apikey');
    if (outage) return riotError(503, 'Service unavailable');
    const puuid = request.params.puuid ?? '';
    const ids = histories.get(puuid);
    if (!ids?.length) return riotError(404, 'Data not found - no matchlist found for player');
    const history = ids
      .map((id) => matches.get(id)!)
      .sort((a, b) => b.matchInfo.gameStartMillis - a.matchInfo.gameStartMillis)
      .map((match) => ({ matchId: match.matchInfo.matchId, gameStartTimeMillis: match.matchInfo.gameStartMillis, queueId: match.matchInfo.queueId }));
    return json(200, { puuid, history });
  },
  'GET /riot/api/val/match/v1/matches/:matchId': (request) => {
    if (!apiKeyOk(request)) return riotError(401, 'Unknown apikey');
    if (outage) return riotError(503, 'Service unavailable');
    const match = matches.get(request.params.matchId ?? '');
    return match ? json(200, match) : riotError(404, 'Data not found - match file not found');
  },
  /** Test and dev control: `{ puuid, kills, deaths, won, assists?, startedAt?, lengthMs?, queueId? }` plays a match. */
  'POST /__sandbox/riot/matches': ({ body }) => {
    if (typeof body.puuid !== 'string' || !body.puuid) return json(400, { message: 'puuid is required' });
    if (!isCount(body.kills, 200) || !isCount(body.deaths, 200) || typeof body.won !== 'boolean') {
      return json(400, { message: 'kills and deaths (0-200) and won are required' });
    }
    const match = playMatch({
      puuid: body.puuid,
      kills: body.kills,
      deaths: body.deaths,
      won: body.won,
      ...(isCount(body.assists, 200) ? { assists: body.assists } : {}),
      ...(typeof body.startedAt === 'number' ? { startedAt: body.startedAt } : {}),
      ...(typeof body.lengthMs === 'number' && body.lengthMs > 0 ? { lengthMs: body.lengthMs } : {}),
      ...(typeof body.queueId === 'string' && body.queueId ? { queueId: body.queueId } : {}),
    });
    return json(200, { matchId: match.matchInfo.matchId, matchInfo: match.matchInfo });
  },
  /** Test control: `{ down: true }` makes the match API answer 503 until `{ down: false }` (or a sandbox reset). */
  'POST /__sandbox/riot/outage': ({ body }) => {
    if (typeof body.down !== 'boolean') return json(400, { message: 'down (boolean) is required' });
    outage = body.down;
    return json(200, { down: outage });
  },
  /** Test and dev control: `{ puuid, count, queueId?, endAt? }` seeds that many finished matches. */
  'POST /__sandbox/riot/history': ({ body }) => {
    if (typeof body.puuid !== 'string' || !body.puuid) return json(400, { message: 'puuid is required' });
    if (!isCount(body.count, 1000)) return json(400, { message: 'count (0-1000) is required' });
    const ids = seedHistory(body.puuid, body.count, {
      ...(typeof body.endAt === 'number' ? { endAt: body.endAt } : {}),
      ...(typeof body.queueId === 'string' && body.queueId ? { queueId: body.queueId } : {}),
    });
    return json(200, { puuid: body.puuid, matchIds: ids });
  },
};
