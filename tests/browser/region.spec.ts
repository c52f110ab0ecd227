import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { setFlags } from './support/wallet';
import { sandboxPost } from '../support/sandbox';
import { SUPPORT_EMAIL } from '../../functions/src/shared/core/product';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { regionMessages } from '../../functions/src/shared/region/messages';


/** France is blacklisted and the geolocation sandbox places every caller (the Functions emulator's) there. */
async function callersInBlacklistedFrance(): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('app')).set({ blacklistCountries: ['FR'] }, { merge: true });
  await sandboxPost('/__sandbox/geo', { country: 'FR', state: 'Brittany' });
}

async function expectBlockPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: regionMessages.regionUnavailableTitle })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  const main = page.getByRole('main', { name: regionMessages.regionUnavailableTitle });
  await expect(main).toContainText(regionMessages.regionUnavailableBody);
  await expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(page).toHaveTitle(`${regionMessages.regionUnavailableTitle} | Clutchpot`);
}

test.afterEach(async () => {
  await sandboxPost('/__sandbox/geo/reset');
  await setFlags({ geoblock: false });
  await adminDb.doc(remoteConfigPaths.config('app')).delete();
});

test('a geoblocked region shows the unavailable page on every path, with the support contact', async ({ page }) => {
  await setFlags({ geoblock: true });
  await callersInBlacklistedFrance();
  // The very first load of the tab, on a signed-in page: the app renders while the region is asked, but nothing
  // redirects before the answer, so the block page stands on the path that was opened, with no login form.
  for (const path of ['/deposit', '/', '/auth/login', '/help']) {
    await page.goto(path);
    await expectBlockPage(page);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('button', { name: 'Continue with Email' })).toHaveCount(0);
  }
});

test('once blocked, the tab shows the page from the start of each load, before the app can redirect', async ({ page }) => {
  await setFlags({ geoblock: true });
  await callersInBlacklistedFrance();
  await page.goto('/help');
  await expectBlockPage(page);
  // A visitor opening /deposit would be sent to log in; the block page stands in front of that.
  await page.goto('/deposit');
  await expectBlockPage(page);
  await expect(page).toHaveURL(/\/deposit$/);
});

test('the unavailable page fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setFlags({ geoblock: true });
  await callersInBlacklistedFrance();
  await page.goto('/help');
  await expectBlockPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('with the flag off the app shows as usual, wherever the caller is', async ({ page }) => {
  await setFlags({ geoblock: false });
  await callersInBlacklistedFrance();
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  await expect(page.getByRole('heading', { name: regionMessages.regionUnavailableTitle })).toHaveCount(0);
});

test('with the flag on, a caller outside the blacklist sees the app', async ({ page }) => {
  await setFlags({ geoblock: true });
  await adminDb.doc(remoteConfigPaths.config('app')).set({ blacklistCountries: ['FR'] }, { merge: true });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: regionMessages.regionUnavailableTitle })).toHaveCount(0);
});

test('turning the flag on blocks a signed-in user who already has the app open', async ({ page }) => {
  await setFlags({ geoblock: false });
  await callersInBlacklistedFrance();
  const { email } = await createAccount();
  await openSignedIn(page, email, '/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeVisible();

  await setFlags({ geoblock: true });
  await expectBlockPage(page);
  await page.goto('/deposit');
  await expectBlockPage(page);
});

test('the home page paints while the region question is still on its way, and the answer then blocks it', async ({ page }) => {
  await setFlags({ geoblock: true });
  await callersInBlacklistedFrance();
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/checkRegion', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  // Nothing has answered yet: the visitor's home is on screen all the same.
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: regionMessages.regionUnavailableTitle })).toHaveCount(0);
  const answerArrives = page.waitForResponse('**/checkRegion');
  answer();
  await answerArrives;
  await expectBlockPage(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
