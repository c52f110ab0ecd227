import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { resetEmulators } from '../../support/reset';
import { accessibilityChecks } from './axe';
import { installAnalyticsSink, type AnalyticsSink } from './analyticsSink';
import { COOKIE_CONSENT_KEY, type CookieConsent } from '../../../web/src/features/consent/consentStorage';

const GAPI_SHIM = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');

/** The spec file this worker last emptied the emulators for. */
let emulatorsEmptiedFor: string | null = null;

/**
 * Browser test fixtures. Every test file starts from empty emulators (reset through their REST endpoints) before
 * its first test, and again when a failure restarted the worker mid-file; tests in a file run in order and create
 * what they need with unique emails. The reset runs after a file's `beforeAll` hooks (Playwright sets up test
 * fixtures after them), so data a whole file needs is written in `beforeEach`.
 */
export const test = base.extend<{
  offlineGoogleScripts: void;
  /** What the page sent towards Google Analytics (installed for every test: nothing reaches Google). */
  analytics: AnalyticsSink;
  cookieConsent: CookieConsent | null;
  presetCookieConsent: void;
  emulatorReset: void;
  accessibility: void;
}>({
  /** The cookie answer each page starts with; `test.use({ cookieConsent: null })` starts without one. */
  cookieConsent: ['accepted', { option: true }],
  presetCookieConsent: [
    async ({ context, cookieConsent }, use) => {
      if (cookieConsent) {
        await context.addInitScript(
          ({ key, value }) => {
            try {
              if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
            } catch {
              // Frames whose storage is off limits (about:blank, sandboxed) have no answer to keep.
            }
          },
          { key: COOKIE_CONSENT_KEY, value: cookieConsent },
        );
      }
      await use();
    },
    { auto: true },
  ],
  // Google's gapi loader (used by popup sign-in) cannot be reached offline: serve the local stand-in.
  offlineGoogleScripts: [
    async ({ context }, use) => {
      await context.route('https://apis.google.com/js/api.js**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
      );
      await use();
    },
    { auto: true },
  ],
  analytics: [
    async ({ context }, use) => {
      await use(await installAnalyticsSink(context));
    },
    { auto: true },
  ],
  emulatorReset: [
    // Test-scoped to see which file is running: one worker runs every file, so a worker-scoped reset ran once.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      if (emulatorsEmptiedFor !== testInfo.file) {
        await resetEmulators();
        emulatorsEmptiedFor = testInfo.file;
      }
      await use();
    },
    { auto: true },
  ],
  accessibility: accessibilityChecks,
});

export { expect };

/** Signs in through the real login page with email and password. */
export async function logInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in through "Continue with Google" and the Auth emulator's account picker, as a new Google account. */
export async function signInWithGooglePopup(page: Page, email: string, displayName?: string): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  if (displayName) await popup.locator('#display-name-input').fill(displayName);
  await popup.locator('#sign-in').click();
}
