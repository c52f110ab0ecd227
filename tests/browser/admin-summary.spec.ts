import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import { DESKTOP, PHONE } from './support/streams';
import { createDepositor } from './support/wallet';
import { depositWithPaypal } from './support/walletData';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';

/** Checks accessibility and saves admin-<name>.png into SHOTS_DIR when it is set. */
const snap = (page: Page, name: string) => saveShot(page, `admin-${name}`, { fullPage: true });

/** Drops the Summary rollups, as on a deployment whose ledger predates them. */
async function dropRollups(): Promise<void> {
  for (const name of Object.values(ADMIN_COLLECTIONS)) {
    const docs = (await adminDb.collection(name).get()).docs;
    await Promise.all(docs.map((doc) => doc.ref.delete()));
  }
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A downloaded CSV's text (BOM and all) and its lines (these files hold no quoted line breaks). */
async function csvOf(download: Download): Promise<{ text: string; lines: string[] }> {
  const text = readFileSync((await download.path())!, 'utf8');
  return { text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

test('an Admin sees a deposit on the Summary with its chart, exports the range as CSV, and runs the migrations twice: the second finds nothing to do', async ({ page }) => {
  // The page asks three callables (money, users, challenges), exports twice and runs the migrations twice.
  test.setTimeout(120_000);
  const depositor = await createDepositor();
  await depositWithPaypal(depositor, 4_250);
  const admin = await createAccount({ roles: ['admin'] });
  await openSignedIn(page, admin.email, '/admin/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  // An Admin who is not a Super Admin has no Users tab.
  await expect(page.getByRole('tab', { name: 'Summary', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  // The first call of a run starts the function.
  await expect(card(page, 'Accounts')).toContainText('Deposited$42.50', { timeout: 30_000 });
  await expect(card(page, 'By day').locator('svg').first()).toBeVisible();
  await expect(card(page, 'By day')).toContainText('Deposits');
  await expect(card(page, 'Users')).toContainText('New accounts');
  await expect(card(page, 'Users')).toContainText(/Active stakers\d+/);
  await expect(card(page, 'Challenges completed')).toContainText(/Count\d+Pots\$[\d,.]+Paid to streamers\$[\d,.]+/);
  await snap(page, 'summary-desktop');

  // Export CSV saves the range's days; today's line has the deposit in dollars and in cents.
  const today = new Date().toISOString().slice(0, 10);
  const [summaryFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(summaryFile.suggestedFilename()).toMatch(/^summary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const summary = await csvOf(summaryFile);
  expect(summary.text.startsWith('\uFEFF')).toBe(true);
  expect(summary.lines[0]).toBe('Day,Wagers (USD),Wagers (cents),Deposits (USD),Deposits (cents),Revenue (USD),Revenue (cents)');
  expect(summary.lines).toContain(`${today},0.00,0,42.50,4250,0.00,0`);
  expect(summary.lines).toHaveLength(7 + 2);
  // No stream was bet on: the top streams file has its header only.
  const [streamsFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Top streams CSV' }).click()]);
  expect((await csvOf(streamsFile)).lines).toEqual(['Rank,Stream ID,Streamer,Bets,Staked (USD),Staked (cents),Paid out (USD),Paid out (cents)', '']);
  await page.setViewportSize(PHONE);
  await snap(page, 'summary-phone');
  await page.setViewportSize(DESKTOP);

  // A range ending before it starts is refused in the server's words, and nothing is asked.
  await page.getByLabel('From', { exact: true }).fill('2026-01-10');
  await page.getByLabel('To', { exact: true }).fill('2026-01-09');
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();

  await dropRollups();
  await page.getByRole('tab', { name: 'Migrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Migrations' })).toBeVisible();
  await page.getByRole('button', { name: 'Run migrations' }).click();
  const backfill = page.getByRole('region', { name: 'summaryRollups' });
  await expect(backfill).toContainText(/\d+ changed/);
  await snap(page, 'migrations-first-run');

  await page.getByRole('button', { name: 'Run migrations' }).click();
  await expect(backfill).toContainText('Nothing to do');
  await expect(backfill).toContainText('Nothing to do: every ledger movement is already counted.');
  await expect(page.getByRole('region', { name: 'randomPublicIds' })).toContainText('Nothing to do');
  await page.setViewportSize(PHONE);
  await snap(page, 'migrations-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(card(page, 'Accounts')).toContainText('Deposited$42.50');
});
