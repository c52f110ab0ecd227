import { createHash, randomBytes } from 'node:crypto';
import { bearerToken, escapeHtml, json, page, redirect, type Routes } from './http';

/**
 * Riot Sign-On (OAuth 2 authorization code) and account-v1, as Riot serves them: GET /authorize shows a sign-in
 * page and redirects back with a code; POST /token exchanges it once (client id and secret in a Basic header);
 * GET /riot/account/v1/accounts/me names the signed-in account. Auth lives under /riot/auth, the API under
 * /riot/api (account-v1 here, VAL-MATCH-V1 in riotMatches.ts).
 */
export const RIOT_CLIENT_ID = 'clutchpot-sandbox-riot';
export const RIOT_CLIENT_SECRET = 'sandbox-riot-secret';
/** The product's API key for the match API (sent as X-Riot-Token). */
export const RIOT_API_KEY = 'RGAPI-sandbox-0000-0000-0000-000000000000';

export interface RiotAccount {
  puuid: string;
  gameName: string;
  tagLine: string;
}

interface IssuedCode {
  account: RiotAccount;
  redirectUri: string;
}

const codes = new Map<string, IssuedCode>();
const tokens = new Map<string, RiotAccount>();

/** The same Riot ID always has the same 78-character PUUID. */
export function riotAccountFor(gameName: string, tagLine: string): RiotAccount {
  const name = gameName.trim() || 'SandboxPlayer';
  const tag = tagLine.trim().replace(/^#/, '') || 'EUW';
  const seed = `${name.toLowerCase()}#${tag.toLowerCase()}`;
  const digest = (salt: string) => createHash('sha256').update(`${salt}:${seed}`).digest('base64url');
  return { puuid: (digest('a') + digest('b')).slice(0, 78), gameName: name, tagLine: tag };
}

export function issueRiotCode(account: RiotAccount, redirectUri: string): string {
  const code = randomBytes(16).toString('base64url');
  codes.set(code, { account, redirectUri });
  return code;
}

function withParams(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

const riotError = (status: number, message: string) => json(status, { status: { message, status_code: status } });

function clientFromBasic(header: unknown): { id: string; secret: string } | null {
  const match = /^Basic (.+)$/i.exec(String(header ?? ''));
  if (!match) return null;
  const [id = '', secret = ''] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':', 2);
  return { id, secret };
}

export const riotRoutes: Routes = {
  'GET /riot/auth/authorize': ({ query }) => {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== RIOT_CLIENT_ID || !/^https?:\/\//.test(redirectUri) || query.get('response_type') !== 'code') {
      return { status: 400, html: page('Riot Sign-On - sandbox', '<h1>Invalid request</h1><p class="note">Unknown client, redirect_uri or response_type.</p>') };
    }
    const hidden = ['redirect_uri', 'state', 'scope'].map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query.get(key) ?? '')}">`).join('');
    return {
      status: 200,
      html: page(
        'Sign in with Riot - sandbox',
        `<h1>Sign in with Riot Games</h1>
<p class="note">Riot sandbox: no real Riot account is used. Clutchpot asks to read your Riot ID and match history.</p>
<form method="post" action="/riot/auth/authorize">${hidden}
<label for="gameName">Game name</label><input id="gameName" name="gameName" value="SandboxPlayer" required>
<label for="tagLine">Tagline</label><input id="tagLine" name="tagLine" value="EUW" required>
<div class="actions"><button class="secondary" name="decision" value="cancel">Cancel</button>
<button class="primary" name="decision" value="authorize">Sign in</button></div></form>`,
      ),
    };
  },
  'POST /riot/auth/authorize': ({ body }) => {
    const redirectUri = String(body.redirect_uri ?? '');
    const state = String(body.state ?? '');
    if (body.decision !== 'authorize') return redirect(withParams(redirectUri, { error: 'access_denied', state }));
    const code = issueRiotCode(riotAccountFor(String(body.gameName ?? ''), String(body.tagLine ?? '')), redirectUri);
    return redirect(withParams(redirectUri, { code, state }));
  },
  'POST /riot/auth/token': ({ body, headers }) => {
    const client = clientFromBasic(headers.authorization);
    if (client?.id !== RIOT_CLIENT_ID || client.secret !== RIOT_CLIENT_SECRET) return json(401, { error: 'invalid_client' });
    if (body.grant_type !== 'authorization_code') return json(400, { error: 'unsupported_grant_type' });
    const issued = codes.get(String(body.code ?? ''));
    if (!issued || issued.redirectUri !== body.redirect_uri) return json(400, { error: 'invalid_grant' });
    codes.delete(String(body.code));
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, issued.account);
    return json(200, {
      access_token: accessToken,
      refresh_token: randomBytes(24).toString('base64url'),
      id_token: randomBytes(32).toString('base64url'),
      scope: 'openid',
      token_type: 'Bearer',
      expires_in: 3600,
    });
  },
  'GET /riot/api/riot/account/v1/accounts/me': ({ headers }) => {
    const account = tokens.get(bearerToken(headers));
    return account ? json(200, account) : riotError(401, 'Unauthorized');
  },
  /** Test control: a code as the sign-in page would issue it, without the browser. */
  'POST /__sandbox/riot/codes': ({ body }) => {
    const account = riotAccountFor(String(body.gameName ?? ''), String(body.tagLine ?? ''));
    return json(200, { code: issueRiotCode(account, String(body.redirectUri ?? '')), ...account });
  },
};
