import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import { DESKTOP, PHONE } from './support/streams';
import { ALL_TIME_KEY, leaderboardPaths, monthOf } from '../../functions/src/shared/leaderboards/firestorePaths';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { EMPTY_STATS } from '../../functions/src/leaderboards/leaderboardFigures';

/** Checks accessibility and saves leaderboards-<name>.png into SHOTS_DIR when it is set. */
const snap = (page: Page, name: string) => saveShot(page, `leaderboards-${name}`, { fullPage: true });

/**
 * Writes a user's rows as the ledger's rollup writer keeps them (the functions tests prove the writer equals a
 * recount of the ledger; this test is about what the page shows).
 */
async function seedRow(uid: string, amount: number, periods: string[]): Promise<void> {
  for (const periodKey of periods) {
    await adminDb.doc(leaderboardPaths.row(periodKey, uid)).set({ uid, periodKey, amount, score: amount, stats: { ...EMPTY_STATS, challengeCount: 1, challengeTotal: amount } });
  }
}

test('the Leaderboards show the month and all time with a live streamer marked live and the viewer\'s own rank below the rows, axe clean on desktop and phone', async ({ page }) => {
  const month = monthOf(Date.now());
  const live = await createAccount({ roles: ['streamer'] });
  await seedRow(live.uid, 90_000, [month, ALL_TIME_KEY]);
  for (let index = 0; index < 20; index += 1) await seedRow(`filler-${index}`, 50_000 - index * 100, [month, ALL_TIME_KEY]);
  const viewer = await createAccount();
  await seedRow(viewer.uid, 1_200, [month]);

  await openSignedIn(page, viewer.email, '/');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  // Only whether the stream exists and is online matters here; written once home has read its stream feeds.
  await adminDb.doc(streamPaths.stream(live.uid)).set({ userId: live.uid, username: live.username, online: true });
  await page.goto('/leaderboards');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This month', selected: true })).toBeVisible();

  const board = page.getByRole('table', { name: 'Leaderboard, this month' });
  const first = board.getByRole('row').nth(1);
  await expect(first).toContainText('1');
  await expect(first).toContainText(live.username);
  await expect(first).toContainText('LIVE');
  await expect(first).toContainText('$900.00');
  await expect(board.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('region', { name: 'Your rank' })).toContainText('Your rank: #22');
  await expect(page.getByRole('list', { name: 'Top challengers, this month' })).toContainText(live.username);
  await snap(page, 'month-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'month-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(page.getByRole('table', { name: 'Leaderboard, all time' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your rank' })).toContainText('You are not on this board yet');
  await snap(page, 'all-time-desktop');
});
