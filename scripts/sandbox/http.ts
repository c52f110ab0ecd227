import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON or form body (empty object when there is none). */
  body: Record<string, unknown>;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  html?: string;
}

export type Handler = (request: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;
export type Routes = Record<string, Handler>; // key: "METHOD /path"

export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw));
}

export function send(response: ServerResponse, result: SandboxResponse): void {
  const headers: Record<string, string> = { ...result.headers };
  let body = '';
  if (result.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(result.json);
  } else if (result.html !== undefined) {
    headers['content-type'] = 'text/html; charset=utf-8';
    body = result.html;
  }
  response.writeHead(result.status, headers);
  response.end(body);
}

export function redirect(location: string): SandboxResponse {
  return { status: 302, headers: { location } };
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
