import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerToken, escapeHtml, page, redirect, type Routes, type SandboxResponse } from './http';

/**
 * The subset of Twitch OAuth and Helix that Clutchpot uses: GET /oauth2/authorize, POST /oauth2/token (the
 * authorization code grant for sign-in, client credentials for the app's own token) and GET /helix/users. Live
 * streams and EventSub are in twitchLive.ts and twitchEventSub.ts.
 */
export const TWITCH_CLIENT_ID = 'clutchpot-sandbox-twitch';
export const TWITCH_CLIENT_SECRET = 'sandbox-twitch-secret';

export interface TwitchUser {
  id: string;
  login: string;
  display_name: string;
  email: string;
  profile_image_url: string;
}

interface IssuedCode {
  user: TwitchUser;
  redirectUri: string;
}

const codes = new Map<string, IssuedCode>();
const tokens = new Map<string, TwitchUser>();
/** App access tokens (client credentials) -> expiry, ms. */
const appTokens = new Map<string, number>();
const APP_TOKEN_LIFETIME_S = 5_000_000;
/** Every Twitch user the sandbox has seen, by id: any login exists, with an id derived from it. */
const usersById = new Map<string, TwitchUser>();

function userFor(login: string, email = ''): TwitchUser {
  const normalized = login.trim().toLowerCase().replace(/[^a-z0-9_]/g, '') || 'sandboxviewer';
  const id = String(parseInt(createHash('sha256').update(normalized).digest('hex').slice(0, 10), 16));
  const user = {
    id,
    login: normalized,
    display_name: login.trim() || normalized,
    email: email.trim() || `${normalized}@twitch.sandbox`,
    profile_image_url: '',
  };
  if (!usersById.has(id)) usersById.set(id, { ...user, display_name: normalized });
  return user;
}

/** The Twitch user of a channel login (every login exists in the sandbox). */
export function twitchUserFor(login: string): TwitchUser {
  return userFor(login);
}

const unauthorized = (): SandboxResponse => ({ status: 401, json: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' } });

/** Who calls Helix: the app (client-credentials token), a signed-in user, or nobody (401). */
export function helixCaller(headers: IncomingMessage['headers']): 'app' | TwitchUser | null {
  if (headers['client-id'] !== TWITCH_CLIENT_ID) return null;
  const token = bearerToken(headers);
  const expiresAt = appTokens.get(token);
  if (expiresAt !== undefined && expiresAt > Date.now()) return 'app';
  return tokens.get(token) ?? null;
}

/** Helix routes the app calls with its own token. */
export function withAppToken(handler: (request: Parameters<Routes[string]>[0]) => SandboxResponse | Promise<SandboxResponse>): Routes[string] {
  return (request) => (helixCaller(request.headers) === 'app' ? handler(request) : unauthorized());
}

export function issueCode(login: string, email: string, redirectUri: string): string {
  const code = randomBytes(15).toString('hex');
  codes.set(code, { user: userFor(login, email), redirectUri });
  return code;
}

function withParams(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function invalid(message: string) {
  return { status: 400, json: { status: 400, message } };
}

export const twitchRoutes: Routes = {
  'GET /twitch/oauth2/authorize': ({ query }) => {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== TWITCH_CLIENT_ID || !redirectUri) return invalid('invalid client or redirect_uri');
    const hidden = ['redirect_uri', 'state', 'scope']
      .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query.get(key) ?? '')}">`)
      .join('');
    return {
      status: 200,
      html: page(
        'Authorize Clutchpot - Twitch sandbox',
        `<h1>Authorize Clutchpot</h1>
<p class="note">Twitch sandbox: no real Twitch account is used.</p>
<form method="post" action="/twitch/oauth2/authorize">${hidden}
<label for="login">Twitch username</label><input id="login" name="login" value="sandboxviewer" required>
<label for="email">Email</label><input id="email" name="email" type="email" value="sandboxviewer@twitch.sandbox" required>
<div class="actions"><button class="secondary" name="decision" value="cancel">Cancel</button>
<button class="primary" name="decision" value="authorize">Authorize</button></div></form>`,
      ),
    };
  },
  'POST /twitch/oauth2/authorize': ({ body }) => {
    const redirectUri = String(body.redirect_uri ?? '');
    const state = String(body.state ?? '');
    if (body.decision !== 'authorize') {
      return redirect(withParams(redirectUri, { error: 'access_denied', error_description: 'The user denied you access', state }));
    }
    const code = issueCode(String(body.login ?? ''), String(body.email ?? ''), redirectUri);
    return redirect(withParams(redirectUri, { code, scope: String(body.scope ?? ''), state }));
  },
  'POST /twitch/oauth2/token': ({ body }) => {
    if (body.client_id !== TWITCH_CLIENT_ID || body.client_secret !== TWITCH_CLIENT_SECRET) {
      return invalid('invalid client secret');
    }
    if (body.grant_type === 'client_credentials') {
      const accessToken = randomBytes(15).toString('hex');
      appTokens.set(accessToken, Date.now() + APP_TOKEN_LIFETIME_S * 1000);
      return { status: 200, json: { access_token: accessToken, expires_in: APP_TOKEN_LIFETIME_S, token_type: 'bearer' } };
    }
    if (body.grant_type !== 'authorization_code') return invalid('unsupported grant type');
    const issued = codes.get(String(body.code ?? ''));
    if (!issued || issued.redirectUri !== body.redirect_uri) return invalid('Invalid authorization code');
    codes.delete(String(body.code));
    const accessToken = randomBytes(15).toString('hex');
    tokens.set(accessToken, issued.user);
    return {
      status: 200,
      json: {
        access_token: accessToken,
        refresh_token: randomBytes(15).toString('hex'),
        expires_in: 14400,
        scope: ['user:read:email'],
        token_type: 'bearer',
      },
    };
  },
  /** With a user token and no parameters: that user. With the app token: the users named by login= and id=. */
  'GET /twitch/helix/users': ({ headers, query }) => {
    const caller = helixCaller(headers);
    if (!caller) return unauthorized();
    const logins = query.getAll('login');
    const ids = query.getAll('id');
    if (logins.length === 0 && ids.length === 0) {
      return caller === 'app' ? invalid('Must provide an ID, Login or OAuth Token') : { status: 200, json: { data: [caller] } };
    }
    if (logins.length + ids.length > 100) return invalid('Maximum of 100 ids and logins');
    const found = [
      ...logins.filter((login) => /^[a-z0-9_]{1,25}$/i.test(login)).map((login) => userFor(login)),
      ...ids.map((id) => usersById.get(id)).filter((user): user is TwitchUser => Boolean(user)),
    ];
    // Other apps do not get a user's email.
    return { status: 200, json: { data: found.map(({ email: _email, ...user }) => ({ ...user, type: '', broadcaster_type: '' })) } };
  },
  /** Test control: mint a code without the browser page. */
  'POST /twitch/__sandbox/codes': ({ body }) => ({
    status: 200,
    json: { code: issueCode(String(body.login ?? ''), String(body.email ?? ''), String(body.redirectUri ?? '')) },
  }),
};
