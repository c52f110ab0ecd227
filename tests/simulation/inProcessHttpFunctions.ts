/**
 * The long simulation's webhook receiver: with the in-process transport, the sandbox providers post their webhooks
 * (built and signed as ever, by the sandbox) to this process instead of the Functions emulator, and each is handled
 * by the deployed HTTP function's own handler (the exported `onRequest` function) against the Firestore emulator.
 * The request reaches the handler as the Functions emulator hands it over: an express request at the function's
 * path (`/` inside the function), the JSON body parsed and the bytes as sent in `rawBody`, so signatures are checked
 * over exactly what the provider signed. The sandbox learns the address from CLUTCHPOT_SANDBOX_FUNCTIONS_URL
 * (scripts/sandbox/webhooks.ts), which `npm run simulate` sets for both processes.
 */
import type { IncomingMessage, Server } from 'node:http';
import express from 'express';
import * as deployed from '../../functions/src/index';

type HttpFunction = ((request: express.Request, response: express.Response) => unknown) & { __endpoint?: { httpsTrigger?: unknown } };

/** The deployed functions served over plain HTTP (webhooks): those with an HTTPS trigger that are not callables. */
function httpFunctions(): Array<[string, HttpFunction]> {
  return Object.entries(deployed as Record<string, unknown>).filter(
    (entry): entry is [string, HttpFunction] => typeof entry[1] === 'function' && (entry[1] as HttpFunction).__endpoint?.httpsTrigger !== undefined,
  );
}

/** Where the HTTP functions are served, when this run serves them (`http://127.0.0.1:<port>/<project>/<region>`). */
export function inProcessFunctionsUrl(): URL | null {
  const base = process.env.CLUTCHPOT_SANDBOX_FUNCTIONS_URL;
  return base ? new URL(base) : null;
}

/** Serves every deployed HTTP function at `url`'s path + `/<name>` until the returned stop is called. */
export async function serveHttpFunctions(url: URL): Promise<() => Promise<void>> {
  const app = express();
  app.use(
    express.json({
      limit: '10mb',
      verify: (request: IncomingMessage, _response, body: Buffer) => {
        (request as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
      },
    }),
  );
  const base = url.pathname.replace(/\/+$/, '');
  for (const [name, handler] of httpFunctions()) {
    app.use(`${base}/${name}`, (request, response) => {
      void handler(request, response);
    });
  }
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(Number(url.port), url.hostname, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
