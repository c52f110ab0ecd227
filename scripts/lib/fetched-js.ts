import { chromium, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';
import type { InitialJs, JsFile } from './bundle-budget';

/** How long no script may be requested or in flight, after the page's load event, for the page to count as idle. */
export const SCRIPT_QUIET_MS = 2_000;
/** The longest the measure waits for that quiet. */
const IDLE_TIMEOUT_MS = 45_000;

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Every script a fresh Chromium (new profile, empty cache) fetches to show `url` until the page is idle: no script
 * requested or loading for SCRIPT_QUIET_MS after the load event. Module preloads count, since they are fetched.
 * Each body is gzipped as a server would send it; a file fetched twice counts once.
 */
export async function measureFetchedJs(url: string, viewport = { width: 1366, height: 900 }): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = (request: { resourceType: () => string }) => {
      if (request.resourceType() !== 'script') return;
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (!isScript(response) || sizes.has(response.url())) return;
      sizes.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length, () => 0),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + IDLE_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < SCRIPT_QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url} kept loading scripts for ${IDLE_TIMEOUT_MS / 1000} s.`);
      await page.waitForTimeout(200);
    }
    const origin = new URL(url).origin;
    const files: JsFile[] = await Promise.all(
      [...sizes].map(async ([fileUrl, size]) => ({
        file: fileUrl.startsWith(origin) ? fileUrl.slice(origin.length + 1) : fileUrl,
        gzipBytes: await size,
      })),
    );
    await context.close();
    return { files, totalBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
