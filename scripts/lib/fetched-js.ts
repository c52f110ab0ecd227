import { chromium, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, headlessChromiumExecutable } from './chromium';
import type { InitialJs, JsFile } from './bundle-budget';

/** How long no request may be started or in flight, after the page's load event, for the page to count as idle. */
export const QUIET_MS = 2_000;
/**
 * The longest the measure waits for that quiet: a cold Functions emulator worker can take a minute to answer the
 * home's first calls, and what the page loads once they answer counts too.
 */
const IDLE_TIMEOUT_MS = 150_000;

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Every script a fresh Chromium (new profile, empty cache) fetches to show `url` until the page is idle: no request
 * of any kind (scripts, data, calls) started or in flight for QUIET_MS after the load event, so scripts a section
 * loads once its data arrives count too. Module preloads count, since they are fetched. Each body is gzipped as a
 * server would send it; a file fetched twice counts once. `idle` is false if the page was still loading after
 * IDLE_TIMEOUT_MS (what it had fetched by then is returned).
 */
export async function measureFetchedJs(url: string, viewport = { width: 1366, height: 900 }): Promise<InitialJs & { idle: boolean }> {
  const browser = await chromium.launch({ executablePath: headlessChromiumExecutable(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
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
    let idle = true;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        idle = false;
        break;
      }
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
    return { files, totalBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0), idle };
  } finally {
    await browser.close();
  }
}
