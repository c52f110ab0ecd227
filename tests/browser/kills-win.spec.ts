import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { currentValorantOdds, enableBetting, liveStreamerWithHistory, playMatch, shotStreamBets, verifiedBettor } from './support/streamBets';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { formatStreamBetMessage } from '../../functions/src/shared/streamBets/messages';

test.beforeEach(async () => {
  await enableBetting({ paypal: true });
});

test('a supporter adds a Kills + Win from the balance; the match is played and settled, and the outcome reaches the page and notifications live', async ({ page }) => {
  const star = await liveStreamerWithHistory('nova_clutch');
  const supporter = await verifiedBettor(10_000);
  await openSignedIn(page, supporter.email, `/${star.username}`);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
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
  await shotStreamBets(page, 'kills-win-form-paypal');

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
  await shotStreamBets(page, 'kills-win-settled', own);

  await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByTestId('notification').first()).toContainText(`${star.username} completed your challenge`);
  await expect(page.getByTestId('notification').first()).toContainText('Kills + Win');
});
