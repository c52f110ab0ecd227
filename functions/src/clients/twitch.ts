import { defineSecret, defineString } from 'firebase-functions/params';

/** Twitch OAuth and Helix, reached through configurable base URLs (the sandbox server locally). */
export const TWITCH_CLIENT_ID = defineString('TWITCH_CLIENT_ID');
export const TWITCH_AUTH_URL = defineString('TWITCH_AUTH_URL', { default: 'https://id.twitch.tv' });
export const TWITCH_API_URL = defineString('TWITCH_API_URL', { default: 'https://api.twitch.tv' });
export const TWITCH_CLIENT_SECRET = defineSecret('TWITCH_CLIENT_SECRET');

export interface TwitchUser {
  id: string;
  login: string;
  display_name: string;
  email?: string;
  profile_image_url?: string;
}

export class TwitchRejectedError extends Error {}

const TIMEOUT_MS = 10_000;

/** Exchanges an authorization code for an access token; TwitchRejectedError when Twitch refuses the code. */
export async function exchangeCode(code: string, redirectUri: string): Promise<string> {
  const response = await fetch(`${TWITCH_AUTH_URL.value()}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: TWITCH_CLIENT_ID.value(),
      client_secret: TWITCH_CLIENT_SECRET.value(),
      code,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw new TwitchRejectedError(`Twitch refused the code (${response.status})`);
  }
  if (!response.ok) throw new Error(`Twitch token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error('Twitch token response has no access_token');
  return body.access_token;
}

export async function fetchTwitchUser(accessToken: string): Promise<TwitchUser> {
  const response = await fetch(`${TWITCH_API_URL.value()}/helix/users`, {
    headers: { authorization: `Bearer ${accessToken}`, 'client-id': TWITCH_CLIENT_ID.value() },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Twitch users endpoint answered ${response.status}`);
  const body = (await response.json()) as { data?: TwitchUser[] };
  const user = body.data?.[0];
  if (!user) throw new Error('Twitch returned no user');
  return user;
}
