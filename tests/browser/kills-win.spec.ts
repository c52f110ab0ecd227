import type { Locator, Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { DESKTOP, PHONE } from './support/streams';
import { currentValorantOdds, enableBetting, liveStreamerWithHistory, playMatch, verifiedBettor } from './support/streamBets';
import { adminDb } from '../support/admin';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { formatStreamBetMessage } from '../../functions/src/shared/streamBets/messages';

test.beforeEach(async () => {
  await enableBetting();
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ paypal: true }, { merge: true });
});

/** Saves the screen at desktop and phone sizes into `streambets-<name>-desktop|phone`, with `focus` in view. */
async function shotBoth(page: Page, name: string, focus?: Locator) {
  await page.setViewportSize(DESKTOP);
  await focus?.scrollIntoViewIfNeeded();
  await saveShot(page, `streambets-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await focus?.scrollIntoViewIfNeeded();
  await saveShot(page, `streambets-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('a supporter adds a Kills + Win from the balance; the match is played and settled, and the outcome reaches the page and notifications live', async ({ page }) => {
  const star = await liveStreamerWithHistory('nova_clutch');
  const supporter = await verifiedBettor(10_000);
  await logInWithEmail(page, supporter.email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');

  await page.goto(`/${star.username}`);
  // The first streamer lookup of a run starts the functions' worker.
  await expect(page.getByRole('heading', { level: 1, name: star.username })).toBeVisible({ timeout: 30_000 });
  const killsWin = page.getByRole('region', { name: 'Kills + Win' });
  await killsWin.getByRole('button', { name: 'Add Kills + Win Challenge' }).click();
  const form = page.getByRole('dialog', { name: 'Kills + Win Challenge' });
  const odds = await currentValorantOdds(star.streamId);
  await expect(form.getByTestId('kills-target')).toHaveText(String(odds.killsTarget));
  const paypal = form.getByRole('button', { name: 'Pay with PayPal' });
  await expect(paypal).toBeDisabled();
  await form.getByLabel('Amount').fill('20');
  await expect(paypal).toBeEnabled();
  await shotBoth(page, 'kills-win-form-paypal');

  await form.getByRole('button', { name: 'Add Kills + Win Challenge' }).click();
  await expect(page.getByText(formatStreamBetMessage.parlayAdded(2_000))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$80.00');
  const own = killsWin.getByTestId('own-parlay');
  await expect(own).toContainText('active');

  await playMatch(star.puuid, { kills: odds.killsTarget + 2, deaths: 7, won: true });
  expect(await SCHEDULED_JOBS.settleStreamBets.run({ now: Date.now() })).toMatchObject({ complete: true, changed: 1 });

  await expect(own).toContainText('completed');
  await expect(own).toContainText(`${odds.killsTarget + 2} kills, 7 deaths, won`);
  await expect(page.getByTestId('account-balance')).toHaveText('$80.00');
  await shotBoth(page, 'kills-win-settled', own);

  await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByTestId('notification').first()).toContainText(`${star.username} completed your challenge`);
  await expect(page.getByTestId('notification').first()).toContainText('Kills + Win');
});
