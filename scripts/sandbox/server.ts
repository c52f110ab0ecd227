import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { callOfDutyRoutes } from './callOfDuty';
import { controlRoutes } from './control';
import { geolocationRoutes } from './geolocation';
import { IDENTITY_API_KEY, IDENTITY_WEBHOOK_SECRET, identityRoutes } from './identity';
import { BadRequestError, CORS_HEADERS, matchRoute, parseBody, readRawBody, send, type Routes } from './http';
import { PAYPAL_CLIENT_SECRET, paypalRoutes } from './paypal';
import { TRUELAYER_CLIENT_SECRET, trueLayerRoutes } from './truelayer';
import { registerClientSigningKey, type ClientSigningKey } from './truelayerSignatures';
import { RIOT_API_KEY, RIOT_CLIENT_SECRET, riotRoutes } from './riot';
import { riotMatchRoutes } from './riotMatches';
import { twitchRoutes, TWITCH_CLIENT_SECRET } from './twitch';
import { TWITCH_EVENTSUB_SECRET, twitchEventSubRoutes } from './twitchEventSub';
import { twitchLiveRoutes } from './twitchLive';

/**
 * One local server that stands in for the third-party services Clutchpot talks to. The functions reach it only
 * through their configurable base URLs (functions/.env.local), exactly as they reach the real services.
 */
const routes: Routes = {
  ...twitchRoutes,
  ...twitchLiveRoutes,
  ...twitchEventSubRoutes,
  ...riotRoutes,
  ...riotMatchRoutes,
  ...paypalRoutes,
  ...trueLayerRoutes,
  ...geolocationRoutes,
  ...identityRoutes,
  ...callOfDutyRoutes,
  ...controlRoutes,
};

/**
 * Secret values matching the sandbox, written to functions/.secret.local for the Functions emulator, together with
 * the TrueLayer request-signing private key made for each stack (scripts/lib/emulator-stack.ts).
 */
export const SANDBOX_SECRETS: Record<string, string> = {
  TWITCH_CLIENT_SECRET,
  TWITCH_EVENTSUB_SECRET,
  RIOT_CLIENT_SECRET,
  RIOT_API_KEY,
  PAYPAL_CLIENT_SECRET,
  TRUELAYER_CLIENT_SECRET,
  IDENTITY_API_KEY,
  IDENTITY_WEBHOOK_SECRET,
};

export interface SandboxOptions {
  /** The public half of the key our functions sign TrueLayer requests with, as registered in TrueLayer's console. */
  trueLayerSigningKey?: Pick<ClientSigningKey, 'kid' | 'publicKeyPem'>;
}

export function createSandboxServer(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    const match = matchRoute(routes, method, url.pathname);
    if (!match) {
      send(response, { status: 404, json: { error: 'not_found', path: url.pathname } });
      return;
    }
    readRawBody(request)
      .then((rawBody) =>
        match.handler({
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: parseBody(rawBody, request.headers['content-type']),
          rawBody,
          params: match.params,
        }),
      )
      .then((result) => send(response, result))
      .catch((error: unknown) => {
        if (response.headersSent) return;
        const status = error instanceof BadRequestError ? 400 : 500;
        send(response, { status, json: { error: error instanceof Error ? error.message : String(error) } });
      });
  });
}

export function startSandboxServer(port: number, options: SandboxOptions = {}): Promise<Server> {
  if (options.trueLayerSigningKey) registerClientSigningKey(options.trueLayerSigningKey);
  const server = createSandboxServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SANDBOX_PORT ?? 9090);
  await startSandboxServer(port);
  console.log(`Sandbox server on http://127.0.0.1:${port}`);
}
