import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Server, Socket } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A static host for a built single-page app (web/dist), serving it as a production host would: every file is
 * compressed once at start-up (brotli at its best quality, as hosts that precompress serve it, and gzip for clients
 * that do not accept brotli) and sent by the request's Accept-Encoding; hashed files under /assets/ are cached for a
 * year, everything else is revalidated; any path that is not a file gets index.html (the app's router takes over).
 * Given a certificate it speaks HTTP/2 over TLS (HTTP/1.1 to clients that do not offer HTTP/2), as hosts do: one
 * connection carries every request, where HTTP/1.1 queues them over 6 connections a host.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map', '.ico']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface Entry {
  type: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function entryFor(root: string, file: string): Entry {
  const extension = extname(file).toLowerCase();
  const identity = readFileSync(file);
  const path = relative(root, file).split(sep).join('/');
  const entry: Entry = {
    type: TYPES[extension] ?? 'application/octet-stream',
    cacheControl: path.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    identity,
  };
  if (COMPRESSIBLE.has(extension) && identity.length > 256) {
    entry.br = brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
    entry.gzip = gzipSync(identity, { level: 9 });
  }
  return entry;
}

/** The encoding to send: brotli when accepted, else gzip when accepted, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** What the handler uses of a request and a response, alike in node:http and node:http2's compatibility API. */
interface Request {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}
interface Response {
  writeHead(status: number, headers?: Record<string, string | number>): unknown;
  end(): unknown;
  end(body: Buffer | string): unknown;
}

export interface StaticHost {
  server: Server;
  url: string;
  /** Bytes of the files as built, and as sent brotli- and gzip-compressed. */
  sizes: { identity: number; br: number; gzip: number };
  close: () => Promise<void>;
}

export interface ServeOptions {
  host?: string;
  /** A certificate and its key (PEM): serve HTTP/2 over TLS. */
  tls?: { key: Buffer; cert: Buffer };
}

export async function serveCompressed(root: string, port: number, options: ServeOptions = {}): Promise<StaticHost> {
  const host = options.host ?? '127.0.0.1';
  const entries = new Map<string, Entry>();
  for (const file of filesUnder(root)) entries.set(`/${relative(root, file).split(sep).join('/')}`, entryFor(root, file));
  const index = entries.get('/index.html');
  if (!index) throw new Error(`${root} has no index.html: build the web app first.`);

  const handle = (request: Request, response: Response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    } catch {
      response.writeHead(400);
      response.end();
      return;
    }
    // A missing hashed asset is a 404 (a stale page asking for an old build), any other path is the app's.
    const entry = entries.get(path) ?? (path.startsWith('/assets/') ? undefined : index);
    if (!entry) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const accept = request.headers['accept-encoding'];
    const encoding = entry.br ? chooseEncoding(Array.isArray(accept) ? accept.join(',') : accept) : null;
    const body = encoding ? entry[encoding]! : entry.identity;
    response.writeHead(200, {
      'content-type': entry.type,
      'content-length': body.length,
      'cache-control': entry.cacheControl,
      ...(entry.br ? { vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else response.end(body);
  };

  const server: Server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle)
    : createServer(handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const sum = (pick: (entry: Entry) => Buffer) => [...entries.values()].reduce((total, entry) => total + pick(entry).length, 0);
  const address = server.address();
  return {
    server,
    // Port 0 picks a free port: the URL names the one listened on.
    url: `${options.tls ? 'https' : 'http'}://${host}:${address && typeof address === 'object' ? address.port : port}`,
    sizes: { identity: sum((e) => e.identity), br: sum((e) => e.br ?? e.identity), gzip: sum((e) => e.gzip ?? e.identity) },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
