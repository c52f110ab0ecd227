import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkFetchedJs } from './fetched-js-budget';

/** Text that gzip cannot shrink much: random bytes written as base64. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

/**
 * A built app in miniature: the entry script loads the first view on demand a moment after the page loads, as the
 * app's lazy routes do, and the first view's script is 40 kB of incompressible text. With `extra`, the first view
 * also imports a script that adds 10 kB (gzip) to what the browser fetches.
 */
function fixtureApp({ extra }: { extra: boolean }): string {
  const dist = mkdtempSync(join(tmpdir(), 'fetched-js-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><script type="module" src="/assets/entry.js"></script></body></html>');
  writeFileSync(join(dist, 'assets', 'entry.js'), "setTimeout(() => import('./home.js'), 300);\n");
  const home = `${extra ? "import './extra.js';\n" : ''}export const home = '${incompressible(30_000)}';\n`;
  writeFileSync(join(dist, 'assets', 'home.js'), home);
  let padding = '';
  while (gzipSync(padding).length < 10_000) padding = incompressible(padding.length + 1_000);
  writeFileSync(join(dist, 'assets', 'extra.js'), `export const extra = '${padding}';\n`);
  // A script no view loads does not count.
  writeFileSync(join(dist, 'assets', 'admin.js'), `export const admin = '${incompressible(30_000)}';\n`);
  return dist;
}

describe('the JavaScript budget of the first view, as a browser fetches it', () => {
  it('passes an app within the budget and fails the same app once its first view adds 10 kB, listing each file', async () => {
    const base = await checkFetchedJs(fixtureApp({ extra: false }), 50_000);
    expect(base.report).toMatch(/within the 50\.0 kB budget/);
    expect(base.report).toContain('assets/entry.js');
    expect(base.report).toContain('assets/home.js');
    expect(base.report).not.toContain('assets/admin.js');
    expect(base.within).toBe(true);
    // The lazily loaded view counts: 30 kB of random bytes is 40 kB of base64, about 30 kB gzipped.
    expect(base.totalBytes).toBeGreaterThan(30_000);

    const grown = await checkFetchedJs(fixtureApp({ extra: true }), base.totalBytes + 5_000);
    expect(grown.within).toBe(false);
    expect(grown.totalBytes - base.totalBytes).toBeGreaterThanOrEqual(10_000);
    expect(grown.report).toMatch(/OVER the/);
    expect(grown.report).toMatch(/\d+\.\d kB {2}assets\/extra\.js/);
  }, 60_000);
});
