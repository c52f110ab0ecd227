import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, serveCompressed, type StaticHost } from './compressed-static-server';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
const INDEX = `<!doctype html><html><head><title>app</title></head><body>${'<div></div>'.repeat(50)}</body></html>`;

/** A raw GET (fetch would decompress the body and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('serveCompressed', () => {
  let dir: string;
  let host: StaticHost;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-host-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(dir, 'logo.svg'), '<svg/>');
    host = await serveCompressed(dir, 0);
  });

  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli- or gzip-compressed by Accept-Encoding, cached for a year', async () => {
    const br = await get(`${host.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await get(`${host.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(`${host.url}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers an app route with index.html, revalidated, and a missing asset with 404', async () => {
    const page = await get(`${host.url}/battles/some-battle?tab=bets`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);

    expect((await get(`${host.url}/assets/gone-123.js`)).status).toBe(404);
  });

  it('sends a tiny file as it is, without compressing it', async () => {
    const logo = await get(`${host.url}/logo.svg`, { 'accept-encoding': 'br' });
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body.toString()).toBe('<svg/>');
  });
});

describe('serveCompressed over HTTP/2', () => {
  it('answers an HTTP/2 client over TLS with the compressed file', async () => {
    const { connect } = await import('node:http2');
    const { localCertificate } = await import('./local-certificate');
    const dir = mkdtempSync(join(tmpdir(), 'static-host-h2-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const host = await serveCompressed(dir, 0, { tls: localCertificate(join(dir, 'tls')) });
    try {
      expect(host.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const session = connect(host.url, { rejectUnauthorized: false });
      const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': '/battles/x', 'accept-encoding': 'br' });
        let headers: Record<string, unknown> = {};
        const chunks: Buffer[] = [];
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
      });
      session.close();
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
