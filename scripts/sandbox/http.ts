import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON or form body (empty object when there is none). */
  body: Record<string, unknown>;
  /** The body exactly as received. */
  rawBody: string;
  /** Values of `:name` segments in the matched route. */
  params: Record<string, string>;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  html?: string;
  /** An SVG image (generated previews). */
  svg?: string;
  /** Plain text (echoed challenges, plain errors). */
  text?: string;
}

export type Handler = (request: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;
/** key: "METHOD /path", where a path segment `:name` matches any one segment. */
export type Routes = Record<string, Handler>;

export class BadRequestError extends Error {}

export async function readRawBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function parseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  if ((contentType ?? '').includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new BadRequestError('The request body is not valid JSON');
    }
    if (!isRecord(parsed)) throw new BadRequestError('The request body must be a JSON object');
    return parsed;
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

export function matchRoute(routes: Routes, method: string, path: string): { handler: Handler; params: Record<string, string> } | null {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  const segments = path.split('/');
  for (const [key, handler] of Object.entries(routes)) {
    const [routeMethod, routePath = ''] = key.split(' ');
    if (routeMethod !== method || !routePath.includes('/:')) continue;
    const pattern = routePath.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (!segment) return false;
      params[part.slice(1)] = decodeURIComponent(segment);
      return true;
    });
    if (matches) return { handler, params };
  }
  return null;
}

/** Browser pages on other origins (the web app, the payment iframes) call the sandbox directly. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, paypal-request-id, client-id',
  'access-control-max-age': '600',
};

export function send(response: ServerResponse, result: SandboxResponse): void {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...result.headers };
  let body = '';
  if (result.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(result.json);
  } else if (result.html !== undefined) {
    headers['content-type'] = 'text/html; charset=utf-8';
    body = result.html;
  } else if (result.svg !== undefined) {
    headers['content-type'] = 'image/svg+xml';
    body = result.svg;
  } else if (result.text !== undefined) {
    headers['content-type'] = 'text/plain; charset=utf-8';
    body = result.text;
  }
  response.writeHead(result.status, headers);
  response.end(body);
}

export function json(status: number, body: unknown): SandboxResponse {
  return { status, json: body };
}

export function redirect(location: string): SandboxResponse {
  return { status: 302, headers: { location } };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The token of an `Authorization: Bearer ...` header, or '' when there is none. */
export function bearerToken(headers: IncomingMessage['headers']): string {
  return /^Bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1] ?? '';
}

/** The sandbox's own address as the caller reached it, for absolute links in pages. */
export function selfOrigin(headers: IncomingMessage['headers']): string {
  return `http://${headers.host ?? '127.0.0.1:9090'}`;
}

/**
 * How long a provider takes to finish something it does later (a bank payment settling, a payout completing): `ms`,
 * or no time at all when CLUTCHPOT_SANDBOX_INSTANT=true (the long money simulation, which waits for every such
 * webhook anyway). Either way it happens after the response that started it, through a webhook.
 */
export function providerDelay(ms: number): number {
  return instantProviders() ? 0 : ms;
}

/** Whether the providers finish what they do later at once (CLUTCHPOT_SANDBOX_INSTANT=true). */
export function instantProviders(): boolean {
  return process.env.CLUTCHPOT_SANDBOX_INSTANT === 'true';
}

/** Runs `task` after the current response went out; failures are logged, never thrown. */
export function later(delayMs: number, task: () => void | Promise<void>): void {
  const timer = setTimeout(() => {
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.error('[sandbox] background task failed:', error));
  }, delayMs);
  timer.unref();
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#0e0e10;color:#efeff1;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18181b;padding:32px;border-radius:12px;width:min(420px,90vw);box-shadow:0 8px 32px #0008}
h1{font-size:1.3rem;margin-top:0}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;border-radius:6px;border:1px solid #444;background:#0e0e10;color:inherit;box-sizing:border-box}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:10px;border:0;border-radius:6px;font-weight:600;cursor:pointer}
.primary{background:#9146ff;color:#fff}.secondary{background:#333;color:#fff}.note{color:#adadb8;font-size:.85rem}
</style></head><body><main>${body}</main></body></html>`;
}
