import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml, page, redirect, type Routes } from './http';

/**
 * The subset of Twitch OAuth (authorization code grant) and Helix that Clutchpot uses:
 * GET /oauth2/authorize, POST /oauth2/token, GET /helix/users.
 */
export const TWITCH_CLIENT_ID = 'clutchpot-sandbox-twitch';
export const TWITCH_CLIENT_SECRET = 'sandbox-twitch-secret';

interface TwitchUser {
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

function userFor(login: string, email: string): TwitchUser {
  const normalized = login.trim().toLowerCase().replace(/[^a-z0-9_]/g, '') || 'sandboxviewer';
  const id = String(parseInt(createHash('sha256').update(normalized).digest('hex').slice(0, 10), 16));
  return {
    id,
    login: normalized,
    display_name: login.trim() || normalized,
    email: email.trim() || `${normalized}@twitch.sandbox`,
    profile_image_url: '',
  };
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
  'GET /twitch/helix/users': ({ headers }) => {
    const token = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? '';
    const user = tokens.get(token);
    if (!user || headers['client-id'] !== TWITCH_CLIENT_ID) {
      return { status: 401, json: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' } };
    }
    return { status: 200, json: { data: [user] } };
  },
  /** Test control: mint a code without the browser page. */
  'POST /twitch/__sandbox/codes': ({ body }) => ({
    status: 200,
    json: { code: issueCode(String(body.login ?? ''), String(body.email ?? ''), String(body.redirectUri ?? '')) },
  }),
};
