import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { shotBoth } from './support/streams';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import { adminDb } from '../support/admin';

test('a streamer sets up a Twitch stream and connects a Riot account through Riot Sign-On', async ({ page }) => {
  const { uid, email } = await createAccount({ username: 'SetupStar', roles: ['streamer'] });
  await openSignedIn(page, email, '/');
  await expect(page.getByTestId('account-balance')).toBeVisible();

  // A streamer's first visit to Settings starts the tour (streams-tour.spec.ts); skipping it opens Stream Setup.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=stream$/);
  await page.getByRole('tab', { name: 'Connected Games' }).click();
  await expect(page.getByText(streamMessages.setupYourStream)).toBeVisible();

  await page.getByRole('tab', { name: 'Stream Setup' }).click();
  await expect(page.getByRole('combobox', { name: /Platform/ })).toContainText('Twitch');
  const channel = page.getByRole('textbox', { name: 'Twitch Channel' });
  await channel.fill('');
  await channel.blur();
  await expect(page.getByText(streamMessages.channelRequired)).toBeVisible();
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#12345');
  await primary.blur();
  await expect(page.getByText(streamMessages.hexFormat)).toBeVisible();
  await primary.fill('#FF4655');
  await channel.fill('setupstar');
  await page.getByRole('textbox', { name: 'Chat bot text' }).fill('Bet on my next match at Clutchpot!');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText(streamMessages.settingsUpdated)).toBeVisible();
  await expect(page.getByTestId('overlay-url')).toHaveValue(new RegExp(`/overlay/${uid}$`));
  const stream = (await adminDb.doc(`streams/${uid}`).get()).data();
  expect(stream).toMatchObject({ type: 'twitch', channel: 'setupstar', primaryColor: '#FF4655', userId: uid });
  await shotBoth(page, 'settings-stream-setup');

  await page.getByRole('tab', { name: 'Connected Games' }).click();
  const valorant = page.getByRole('region', { name: 'Valorant' });
  await expect(valorant.getByRole('switch', { name: 'Bet' })).toBeDisabled();
  await expect(valorant).toContainText(streamMessages.betOpensByItself);
  await page.getByRole('switch', { name: 'Challenges' }).click();
  await expect(page.getByText(streamMessages.updatedSuccessfully).first()).toBeVisible();
  await expect.poll(async () => (await adminDb.doc(`streams/${uid}`).get()).get('customChallengeEnabled')).toBe(false);

  await valorant.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Riot Games' })).toBeVisible();
  await page.getByLabel('Game name').fill('SetupStar');
  await page.getByLabel('Tagline').fill('EUW');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(streamMessages.connected)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?tab=games$/);
  await expect(valorant.getByTestId('riot-id')).toHaveText('SetupStar#EUW');
  await expect(valorant.getByTestId('competitive-matches')).toHaveText(/\d+ competitive matches/);
  await shotBoth(page, 'settings-connected-games');

  await valorant.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText(streamMessages.disconnected)).toBeVisible();
  await expect(valorant.getByRole('button', { name: 'Connect' })).toBeVisible();
  expect((await adminDb.doc(`streams/${uid}`).get()).get('riot')).toBeNull();
});

test('the Riot callback without a code says the code is invalid', async ({ page }) => {
  const { email } = await createAccount();
  await openSignedIn(page, email, '/auth/riotgames?state=forged');
  await expect(page.getByRole('alert')).toContainText(streamMessages.invalidAuthenticationCode);
});
