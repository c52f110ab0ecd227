import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
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

test('an Admin sees a deposit on the Summary with its chart, and runs the migrations twice: the second finds nothing to do', async ({ page }) => {
  const depositor = await createDepositor();
  await depositWithPaypal(depositor, 4_250);
  const admin = await createAccount({ roles: ['admin'] });
  await logInWithEmail(page, admin.email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();

  await page.goto('/admin/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  // An Admin who is not a Super Admin has no Users tab.
  await expect(page.getByRole('tab', { name: 'Summary', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  // The first call of a run starts the function.
  await expect(card(page, 'Accounts')).toContainText('Deposited$42.50', { timeout: 30_000 });
  await expect(card(page, 'By day').locator('svg').first()).toBeVisible();
  await expect(card(page, 'By day')).toContainText('Deposits');
  await snap(page, 'summary-desktop');
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
