import { AUTH_PATHS } from '../../lib/paths';

const STATE_KEY = 'clutchpot.twitchState';

export function twitchRedirectUri(): string {
  return `${window.location.origin}${AUTH_PATHS.twitchCallback}`;
}

/** Sends the browser to Twitch's authorization page; Twitch comes back to /auth/twitch with a code. */
export function startTwitchSignIn(): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(import.meta.env.VITE_TWITCH_AUTHORIZE_URL || 'https://id.twitch.tv/oauth2/authorize');
  url.search = new URLSearchParams({
    client_id: import.meta.env.VITE_TWITCH_CLIENT_ID ?? '',
    redirect_uri: twitchRedirectUri(),
    response_type: 'code',
    scope: 'user:read:email',
    state,
  }).toString();
  window.location.assign(url.toString());
}

/** True when `state` is the one this tab sent to Twitch (protects the callback from forged redirects). */
export function consumeTwitchState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(state) && state === expected;
}
