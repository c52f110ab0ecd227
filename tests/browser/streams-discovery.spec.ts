import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { createStreamer, PHONE, setChannelLive, shotBoth } from './support/streams';
import { streamMessages } from '../../functions/src/shared/streams/messages';

test('a stream going live in the sandbox shows live in Top Streams without a reload, and on its page', async ({ page }) => {
  const live = await createStreamer('BlazeRunner');
  await createStreamer('QuietQuill');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Streams' })).toBeVisible();
  const card = page.getByTestId('broadcaster-BlazeRunner');
  await expect(card.getByTestId('broadcaster-game')).toHaveText(streamMessages.offline);
  await expect(page.getByTestId('broadcaster-QuietQuill')).toBeVisible();

  await setChannelLive(live.channel, true, { title: 'Ranked grind to Radiant', game: 'VALORANT', viewers: 321 });
  // The signed EventSub delivery goes through the functions emulator, which can be slow on a loaded machine.
  await expect(card.getByText('LIVE')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('broadcaster-game')).toHaveText('VALORANT');
  await expect(card.getByText('Ranked grind to Radiant')).toBeVisible();
  await shotBoth(page, 'visitor-home');

  await card.click();
  await expect(page).toHaveURL(/\/BlazeRunner$/);
  const player = page.locator('iframe[title="BlazeRunner on Twitch"]');
  await expect(player).toBeVisible();
  const src = new URL((await player.getAttribute('src')) ?? '');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({ channel: 'blazerunner', parent: '127.0.0.1', muted: 'true', autoplay: 'true' });
  await expect(page.getByTestId('stream-title')).toHaveText('Ranked grind to Radiant');
  await expect(page.getByRole('region', { name: 'Bet' })).toContainText(streamMessages.notAvailable);
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  await shotBoth(page, 'streamer-live');

  await page.goto('/quietquill');
  await expect(page.getByRole('heading', { name: 'QuietQuill' })).toBeVisible();
  await expect(page.getByTestId('stream-offline')).toBeVisible();
  await shotBoth(page, 'streamer-offline');

  await page.goto('/NoSuchStreamer');
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto(`/challenge/${live.uid}`);
  await expect(page).toHaveURL(/\/BlazeRunner$/);
});

test('a viewer searches for a streamer, opens the page and follows', async ({ page }) => {
  await createStreamer('MossyMaven');
  await createStreamer('MossyMarten');
  const viewer = await createAccount();
  await logInWithEmail(page, viewer.email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();

  const search = page.getByRole('combobox', { name: streamMessages.searchPlaceholder });
  await search.click();
  await search.fill('mossyma');
  await expect(page.getByRole('option')).toHaveCount(2);
  await search.fill('mossymav');
  await expect(page.getByRole('option')).toHaveCount(1);
  await search.fill('zzz');
  await expect(page.getByText(streamMessages.noStreamersFound)).toBeVisible();
  await search.fill('MOSSYMAV');
  await page.getByRole('option', { name: /MossyMaven/ }).click();
  await expect(page).toHaveURL(/\/MossyMaven$/);

  await expect(page.getByTestId('follower-count')).toHaveText(/^0 followers/);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(page.getByTestId('follower-count')).toHaveText(/^1 follower\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(page.getByTestId('follower-count')).toHaveText(/^0 followers/);
});

test("on a phone the header's search opens the full-screen Who's Live dialog; /search lists streamers", async ({ page }) => {
  await createStreamer('PhoneFinder');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: streamMessages.searchPlaceholder }).click();
  const dialog = page.getByRole('dialog', { name: streamMessages.whosLive });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: streamMessages.searchPlaceholder }).fill('phone');
  await expect(page.getByRole('option', { name: /PhoneFinder/ })).toBeVisible();
  await saveShot(page, 'streams-search-phone');
  await page.getByRole('option', { name: /PhoneFinder/ }).click();
  await expect(page).toHaveURL(/\/PhoneFinder$/);
  await expect(dialog).toBeHidden();

  await page.goto('/search');
  await expect(page.getByRole('heading', { name: streamMessages.searchTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Streamers' })).toContainText('PhoneFinder');
  await saveShot(page, 'streams-search-page-phone');
});
