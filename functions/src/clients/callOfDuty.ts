import { defineString } from 'firebase-functions/params';
import type { CodPlatform } from '../shared/users/constants';

/**
 * Activision's Call of Duty profile API (the one callofduty.com's own pages read), reached through a configurable
 * base URL (the sandbox server locally). A known player answers `{status: 'success', data: {username, ...}}`; an
 * unknown one answers 200 with `{status: 'error', data: {message: 'Not permitted: user not found'}}`.
 */
export const COD_API_URL = defineString('COD_API_URL', { default: 'https://my.callofduty.com/api/papi-client' });

const TIMEOUT_MS = 5_000;
const NOT_FOUND = /user not found|not found/i;

interface ProfileResponse {
  status?: 'success' | 'error';
  data?: { username?: unknown; platform?: unknown; message?: unknown };
}

/** The player's gamer tag as Activision spells it, or null when Activision knows no such player on `platform`. */
export async function findCodPlayer(platform: CodPlatform, gamerTag: string): Promise<string | null> {
  const path = `/stats/cod/v1/title/mw/platform/${platform}/gamer/${encodeURIComponent(gamerTag)}/profile/type/mp`;
  const response = await fetch(`${COD_API_URL.value()}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Call of Duty profile lookup answered ${response.status}`);
  const body = (await response.json()) as ProfileResponse;
  if (body.status === 'success' && typeof body.data?.username === 'string') return body.data.username;
  if (body.status === 'error' && NOT_FOUND.test(String(body.data?.message ?? ''))) return null;
  throw new Error(`Call of Duty profile lookup failed: ${String(body.data?.message ?? 'unexpected answer')}`);
}
