import { STREAM_PATHS } from '../../lib/paths';

const STATE_KEY = 'clutchpot.riotState';

export function riotRedirectUri(): string {
  return `${window.location.origin}${STREAM_PATHS.riotCallback}`;
}

/** Sends the browser to Riot's sign-in page; Riot comes back to /auth/riotgames with a code. */
export function startRiotConnect(): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(import.meta.env.VITE_RIOT_AUTHORIZE_URL || 'https://auth.riotgames.com/authorize');
  url.search = new URLSearchParams({
    client_id: import.meta.env.VITE_RIOT_CLIENT_ID ?? '',
    redirect_uri: riotRedirectUri(),
    response_type: 'code',
    scope: 'openid',
    state,
  }).toString();
  window.location.assign(url.toString());
}

/** True when `state` is the one this tab sent to Riot (protects the callback from forged redirects). */
export function consumeRiotState(state: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(state) && state === expected;
}
