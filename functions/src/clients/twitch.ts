import { defineSecret, defineString } from 'firebase-functions/params';
import { bearerApi } from './bearerApi';

/**
 * Twitch OAuth, Helix and EventSub, reached through configurable base URLs (the sandbox server locally). Sign-in
 * uses the user's token; live status (streams, users, EventSub subscriptions) uses the app's own token from the
 * client-credentials grant.
 */
export const TWITCH_CLIENT_ID = defineString('TWITCH_CLIENT_ID');
export const TWITCH_AUTH_URL = defineString('TWITCH_AUTH_URL', { default: 'https://id.twitch.tv' });
export const TWITCH_API_URL = defineString('TWITCH_API_URL', { default: 'https://api.twitch.tv' });
/** Where Twitch delivers EventSub notifications: the deployed twitchEventSub function. */
export const TWITCH_EVENTSUB_CALLBACK_URL = defineString('TWITCH_EVENTSUB_CALLBACK_URL');
export const TWITCH_CLIENT_SECRET = defineSecret('TWITCH_CLIENT_SECRET');
/** The secret EventSub signs each message with (10 to 100 ASCII characters), given when subscribing. */
export const TWITCH_EVENTSUB_SECRET = defineSecret('TWITCH_EVENTSUB_SECRET');

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

// ---- Helix with the app token ------------------------------------------------------------------------------

/** A live stream as Helix `GET /helix/streams` lists it. */
export interface HelixStream {
  id: string;
  user_id: string;
  user_login: string;
  user_name: string;
  game_name: string;
  title: string;
  viewer_count: number;
  started_at: string;
  /** A template with {width} and {height}. */
  thumbnail_url: string;
  type: 'live' | '';
}

export interface EventSubSubscription {
  id: string;
  status: string;
  type: string;
  condition: { broadcaster_user_id?: string };
  transport: { method: string; callback?: string };
}

/** The live-status events a Twitch stream is subscribed to. */
export const LIVE_EVENT_TYPES = ['stream.online', 'stream.offline'] as const;
/** Helix takes at most 100 ids per request. */
export const HELIX_MAX_IDS = 100;

const helix = bearerApi({
  name: 'Twitch',
  apiUrl: () => `${TWITCH_API_URL.value()}/helix`,
  tokenCacheKey: () => `${TWITCH_AUTH_URL.value()}|${TWITCH_CLIENT_ID.value()}`,
  headers: () => ({ 'client-id': TWITCH_CLIENT_ID.value() }),
  requestToken: (signal) =>
    fetch(`${TWITCH_AUTH_URL.value()}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: TWITCH_CLIENT_ID.value(),
        client_secret: TWITCH_CLIENT_SECRET.value(),
        grant_type: 'client_credentials',
      }),
      signal,
    }),
});

function idQuery(key: string, values: readonly string[]): string {
  if (values.length > HELIX_MAX_IDS) throw new RangeError(`Helix takes at most ${HELIX_MAX_IDS} ${key} values`);
  return values.map((value) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** The streams live right now among these Twitch user ids (at most 100). */
export async function getLiveStreams(userIds: readonly string[], options: { timeoutMs?: number } = {}): Promise<HelixStream[]> {
  if (userIds.length === 0) return [];
  const response = await helix(`/streams?first=${HELIX_MAX_IDS}&${idQuery('user_id', userIds)}`, options);
  if (!response.ok) throw new Error(`Twitch streams endpoint answered ${response.status}`);
  const body = (await response.json()) as { data?: HelixStream[] };
  return (body.data ?? []).filter((stream) => stream.type === 'live');
}

/** Twitch users by login (at most 100); logins Twitch does not know are simply missing. */
export async function getUsersByLogin(logins: readonly string[]): Promise<TwitchUser[]> {
  if (logins.length === 0) return [];
  const response = await helix(`/users?${idQuery('login', logins)}`);
  if (!response.ok) throw new Error(`Twitch users endpoint answered ${response.status}`);
  return ((await response.json()) as { data?: TwitchUser[] }).data ?? [];
}

/** The EventSub subscriptions that concern one broadcaster. */
export async function listEventSubSubscriptions(broadcasterId: string): Promise<EventSubSubscription[]> {
  const response = await helix(`/eventsub/subscriptions?user_id=${encodeURIComponent(broadcasterId)}`);
  if (!response.ok) throw new Error(`Twitch EventSub subscriptions answered ${response.status}`);
  return ((await response.json()) as { data?: EventSubSubscription[] }).data ?? [];
}

/** Subscribes our webhook to `type` for one broadcaster; a subscription that already exists counts as done. */
export async function createEventSubSubscription(type: string, broadcasterId: string): Promise<void> {
  const response = await helix('/eventsub/subscriptions', {
    method: 'POST',
    body: {
      type,
      version: '1',
      condition: { broadcaster_user_id: broadcasterId },
      transport: { method: 'webhook', callback: TWITCH_EVENTSUB_CALLBACK_URL.value(), secret: TWITCH_EVENTSUB_SECRET.value() },
    },
  });
  await response.body?.cancel();
  if (response.status === 409) return;
  if (!response.ok) throw new Error(`Twitch refused the ${type} subscription (${response.status})`);
}
