import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, else a system Chromium/Chrome, else undefined so that
 * Playwright uses its own browser (installed with `npx playwright install chromium` where the internet is reachable).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/** The switches the browser tests, the bundle budget's browser and the Lighthouse bench launch Chromium with. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
