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

const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

/**
 * The Chromium that headless automation drives (browser tests, the bundle budget's browser): $CHROMIUM_PATH, else
 * Chromium's headless shell where installed (what Playwright itself runs headless: the same Blink and V8 without the
 * desktop browser around them, which took about 45% of the browser tests' Chromium CPU time), else the full browser.
 * The Lighthouse bench keeps the full browser, as a visitor has.
 */
export function headlessChromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path)) ?? chromiumExecutable();
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
