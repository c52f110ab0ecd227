import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Riot Games: Riot Sign-On (OAuth authorization code), account-v1 and the VALORANT match API, reached through
 * configurable base URLs (the sandbox server locally). account-v1 lives on a regional host, VAL-MATCH-V1 on a
 * shard host, hence two API URLs.
 */
export const RIOT_CLIENT_ID = defineString('RIOT_CLIENT_ID');
export const RIOT_AUTH_URL = defineString('RIOT_AUTH_URL', { default: 'https://auth.riotgames.com' });
export const RIOT_ACCOUNT_API_URL = defineString('RIOT_ACCOUNT_API_URL', { default: 'https://europe.api.riotgames.com' });
export const RIOT_VAL_API_URL = defineString('RIOT_VAL_API_URL', { default: 'https://eu.api.riotgames.com' });
export const RIOT_CLIENT_SECRET = defineSecret('RIOT_CLIENT_SECRET');
/** The product's Riot API key (X-Riot-Token), for the match API. */
export const RIOT_API_KEY = defineSecret('RIOT_API_KEY');

const TIMEOUT_MS = 10_000;

export interface RiotAccountIdentity {
  puuid: string;
  gameName: string;
  tagLine: string;
}

/** Riot refused the authorization code (unknown, expired, already used or issued for another redirect URI). */
export class RiotRejectedError extends Error {}

/** Exchanges an RSO authorization code for an access token (client credentials in a Basic header, as Riot asks). */
export async function exchangeCode(code: string, redirectUri: string): Promise<string> {
  const response = await fetch(`${RIOT_AUTH_URL.value()}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${RIOT_CLIENT_ID.value()}:${RIOT_CLIENT_SECRET.value()}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new RiotRejectedError(`Riot refused the code (${response.status})`);
  }
  if (!response.ok) throw new Error(`Riot token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error('Riot token response has no access_token');
  return body.access_token;
}

/** The signed-in player's Riot account (account-v1 accounts/me). */
export async function fetchAccountMe(accessToken: string): Promise<RiotAccountIdentity> {
  const response = await fetch(`${RIOT_ACCOUNT_API_URL.value()}/riot/account/v1/accounts/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Riot accounts/me answered ${response.status}`);
  const body = (await response.json()) as Partial<RiotAccountIdentity>;
  if (typeof body.puuid !== 'string' || !body.puuid) throw new Error('Riot returned an account without a puuid');
  return { puuid: body.puuid, gameName: String(body.gameName ?? ''), tagLine: String(body.tagLine ?? '') };
}

// ---- VAL-MATCH-V1 ------------------------------------------------------------------------------------------

export interface ValMatchlist {
  puuid: string;
  history: Array<{ matchId: string; gameStartTimeMillis: number; queueId: string }>;
}

export interface ValMatch {
  matchInfo: {
    matchId: string;
    gameStartMillis: number;
    gameLengthMillis: number;
    isCompleted: boolean;
    queueId: string;
  };
  players: Array<{ puuid: string; teamId: string; stats: { kills: number; deaths: number; assists: number; score: number } | null }>;
  teams: Array<{ teamId: string; won: boolean; roundsWon: number }>;
}

function valFetch(path: string): Promise<Response> {
  return fetch(`${RIOT_VAL_API_URL.value()}${path}`, {
    headers: { 'x-riot-token': RIOT_API_KEY.value() },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** A player's recent matches, newest first; an empty history when Riot has none for the puuid. */
export async function getMatchlist(puuid: string): Promise<ValMatchlist> {
  const response = await valFetch(`/val/match/v1/matchlists/by-puuid/${encodeURIComponent(puuid)}`);
  if (response.status === 404) {
    await response.body?.cancel();
    return { puuid, history: [] };
  }
  if (!response.ok) throw new Error(`Riot matchlist answered ${response.status}`);
  const body = (await response.json()) as Partial<ValMatchlist>;
  return { puuid, history: Array.isArray(body.history) ? body.history : [] };
}

/** One match, or null when Riot does not know it. */
export async function getMatch(matchId: string): Promise<ValMatch | null> {
  const response = await valFetch(`/val/match/v1/matches/${encodeURIComponent(matchId)}`);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`Riot match ${matchId} answered ${response.status}`);
  return (await response.json()) as ValMatch;
}
