import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { readBody, send, type Routes } from './http';
import { twitchRoutes, TWITCH_CLIENT_SECRET } from './twitch';

/**
 * One local server that stands in for the third-party services Clutchpot talks to. The functions reach it only
 * through their configurable base URLs (functions/.env.local), exactly as they reach the real services.
 */
const routes: Routes = { ...twitchRoutes };

/** Secret values matching the sandbox, written to functions/.secret.local for the Functions emulator. */
export const SANDBOX_SECRETS: Record<string, string> = {
  TWITCH_CLIENT_SECRET,
};

export function createSandboxServer(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) {
      send(response, { status: 404, json: { error: 'not_found', path: url.pathname } });
      return;
    }
    readBody(request)
      .then((body) =>
        handler({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body }),
      )
      .then((result) => send(response, result))
      .catch((error: unknown) => send(response, { status: 500, json: { error: String(error) } }));
  });
}

export function startSandboxServer(port: number): Promise<Server> {
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
