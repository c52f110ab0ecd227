import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { shotBoth } from './support/streams';
import { adminDb } from '../support/admin';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { defaultPreferences } from '../../functions/src/shared/preferences/preferences';
import type { Page } from '@playwright/test';

const tourDialog = (page: Page) => page.getByRole('dialog', { name: /Choose your platform|Add the overlay|Take challenges/ });
const TOUR_FLAG = 'clutchpot.tour.stream-setup-v1';

test('a streamer is shown the Settings tour once; Complete Tour lands on Stream Setup', async ({ page }) => {
  const { email } = await createAccount({ username: 'TourGuide', roles: ['streamer'] });
  await openSignedIn(page, email, '/settings');
  const first = page.getByRole('dialog', { name: 'Choose your platform' });
  await expect(first).toBeVisible();
  await expect(first).toContainText('Step 1 of 3');
  await expect(page).toHaveURL(/\/settings\?tab=stream$/);
  // Each step takes focus, so keyboard and screen-reader users land in it.
  await expect(first.getByRole('heading', { name: 'Choose your platform' })).toBeFocused();
  await expect(page.getByTestId('tour-spotlight')).toBeVisible();
  await shotBoth(page, 'tour-step');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: 'Add the overlay' });
  await expect(second).toContainText('Step 2 of 3');
  // A step has arrived once its title holds focus (it is placed next to its target by then).
  await expect(second.getByRole('heading', { name: 'Add the overlay' })).toBeFocused();
  await second.getByRole('button', { name: 'Back' }).click();
  await expect(first.getByRole('heading', { name: 'Choose your platform' })).toBeFocused();
  await first.getByRole('button', { name: 'Next' }).click();
  await expect(second.getByRole('heading', { name: 'Add the overlay' })).toBeFocused();
  await second.getByRole('button', { name: 'Next' }).click();

  const last = page.getByRole('dialog', { name: 'Take challenges' });
  await expect(page).toHaveURL(/\/settings\?tab=games$/);
  await expect(last).toContainText('Step 3 of 3');
  await expect(last.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await last.getByRole('button', { name: 'Complete Tour' }).click();

  await expect(tourDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\?tab=stream$/);
  await expect(page.getByRole('tab', { name: 'Stream Setup' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOUR_FLAG)).toBe('done');

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(tourDialog(page)).toHaveCount(0);
});

test("a new user choosing Streamer gets the tour; skipping it (Escape) lands on Stream Setup and it does not come back", async ({ page }) => {
  const { uid, email, username } = await createAccount();
  // Preferences already stored, so signing in does not detour to /preferences.
  await adminDb.doc(corePaths.user(uid)).update({ isNew: true, preferences: defaultPreferences() });
  await logInWithEmail(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();

  await page.getByTestId('onboarding').getByRole('button', { name: 'Streamer' }).click();
  const first = page.getByRole('dialog', { name: 'Choose your platform' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Choose your platform' })).toBeFocused();
  await page.keyboard.press('Escape');

  await expect(tourDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\?tab=stream$/);
  await expect(page.getByRole('tab', { name: 'Stream Setup' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(tourDialog(page)).toHaveCount(0);
});

test('the Skip tour button ends it on Stream Setup too', async ({ page }) => {
  const { email } = await createAccount({ username: 'TourSkipper', roles: ['streamer'] });
  await openSignedIn(page, email, '/settings?tab=games');
  const first = page.getByRole('dialog', { name: 'Choose your platform' });
  await first.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Add the overlay' }).getByRole('button', { name: 'Skip tour' }).click();
  await expect(tourDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\?tab=stream$/);
});
