import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import { createStreamer, DESKTOP, PHONE, setChannelLive, shotBoth } from './support/streams';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { adminDb } from '../support/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { PUBLIC_REFRESH_MS } from '../../web/src/lib/usePublicRead';

test("a stream going live in the sandbox shows live in a visitor's Top Streams without a reload, and on its page", async ({ page }) => {
  test.setTimeout(120_000);
  const live = await createStreamer('BlazeRunner');
  await createStreamer('QuietQuill');

  // The page's clock runs as ever, and can be moved on to the visitor's next read of the streams.
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Streams' })).toBeVisible();
  const card = page.getByTestId('broadcaster-BlazeRunner');
  await expect(card.getByTestId('broadcaster-game')).toHaveText(streamMessages.offline);
  await expect(page.getByTestId('broadcaster-QuietQuill')).toBeVisible();

  await setChannelLive(live.channel, true, { title: 'Ranked grind to Radiant', game: 'VALORANT', viewers: 321 });
  // The signed EventSub delivery goes through the functions emulator, which can be slow on a loaded machine; the
  // visitor's page shows it at its next read of the streams, every PUBLIC_REFRESH_MS: each try moves the page's
  // clock on to that read instead of waiting for it.
  await expect(async () => {
    await page.clock.fastForward(PUBLIC_REFRESH_MS);
    await expect(card.getByText('LIVE')).toBeVisible({ timeout: 2_000 });
    await expect(card.getByTestId('broadcaster-game')).toHaveText('VALORANT', { timeout: 1_000 });
    await expect(card.getByText('Ranked grind to Radiant')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
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

test("the streamer page's streams list leaves out its own streamer and filters by category", async ({ page }) => {
  const live = await createStreamer('ListLive');
  await createStreamer('ListHost');
  await setChannelLive(live.channel, true, { title: 'Category run', game: 'VALORANT' });

  await page.goto('/listhost');
  const list = page.getByRole('region', { name: 'More streams' });
  const categories = list.getByRole('group', { name: 'Stream categories' });
  await expect(list.getByTestId('broadcaster-ListLive').getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(list.getByTestId('broadcaster-ListHost')).toHaveCount(0);
  await categories.getByRole('button', { name: 'Live' }).click();
  await expect(categories.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByTestId('broadcaster-ListLive')).toBeVisible();
  await categories.getByRole('button', { name: 'Kills + Win' }).click();
  await expect(list.getByTestId('broadcaster-ListLive')).toHaveCount(0);
  await expect(list.getByText('No streams in this category right now.')).toBeVisible();
  await categories.getByRole('button', { name: 'All', exact: true }).click();
  await expect(list.getByTestId('broadcaster-ListLive')).toBeVisible();
  await list.scrollIntoViewIfNeeded();
  await saveShot(page, 'streams-streamer-list-desktop');
});

test('a viewer searches for a streamer, opens the page and follows; Top Streams puts the followed stream first without a reload', async ({ page }) => {
  await createStreamer('MossyMaven');
  const busier = await createStreamer('MossyMarten');
  // The top-rated order puts the busier stream first, so only the followed feed can put MossyMaven before it.
  await adminDb.doc(streamPaths.stream(busier.uid)).update({ 'heat.total': 5 });
  const viewer = await createAccount();
  await openSignedIn(page, viewer.email, '/');
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
  // Home was loaded at sign-in, its feeds cached: the follow refreshed them, with no reload.
  await page.getByRole('link', { name: 'Clutchpot home' }).first().click();
  const topStreams = page.getByRole('region', { name: 'Top Streams' });
  await expect(topStreams.getByTestId(/^broadcaster-/).first()).toHaveAttribute('data-testid', 'broadcaster-MossyMaven');
  await page.goBack();
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

test('a follower gets the stream_live notification in the bell, without a reload, when the followed stream goes live', async ({ page }) => {
  const streamer = await createStreamer('BellRinger');
  const viewer = await createAccount();
  await adminDb.doc(streamPaths.follower(streamer.uid, viewer.uid)).set({ userId: viewer.uid, createdAt: Timestamp.now() });
  await openSignedIn(page, viewer.email, '/');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await setChannelLive(streamer.channel, true, { title: 'Bell test', game: 'VALORANT' });
  // The signed EventSub delivery goes through the functions emulator, which can be slow on a loaded machine.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  const notice = page.getByRole('link', { name: /BellRinger is live now: Bell test/ });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(/\/BellRinger$/);
});

test("a streamer's navigation header shows their stream: offline, then live with its title", async ({ page }) => {
  const streamer = await createStreamer('NavCaster');
  await openSignedIn(page, streamer.email, '/');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const info = page.getByTestId('nav-stream-info');
  await expect(info).toContainText('OFFLINE');
  await expect(info.getByTestId('nav-stream-title')).toHaveText('twitch.tv/navcaster');

  await setChannelLive(streamer.channel, true, { title: 'Road to Immortal', game: 'VALORANT', viewers: 42 });
  await expect(info).toContainText('LIVE', { timeout: 30_000 });
  await expect(info.getByTestId('nav-stream-title')).toHaveText('Road to Immortal');
  await expect(info).toContainText('VALORANT · 42 viewers');
  await saveShot(page, 'streams-nav-stream-info-desktop');
  await page.setViewportSize(PHONE);
  await saveShot(page, 'streams-nav-stream-info-phone');
  await page.setViewportSize(DESKTOP);
  await info.getByRole('link', { name: 'View my stream page' }).click();
  await expect(page).toHaveURL(/\/NavCaster$/);
});
