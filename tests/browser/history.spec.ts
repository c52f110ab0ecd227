import type { Locator, Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { applyLedger, writeOldLedgerEntry } from './support/walletData';
import { walletMessages } from '../../functions/src/shared/wallet/messages';

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const asInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const inputDate = (daysAgo: number) => asInput(new Date(Date.now() - daysAgo * DAY_MS));
/** The same day `months` calendar months back, as the date pickers show it. */
const monthsBack = (months: number) => {
  const date = new Date();
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() - months);
  date.setDate(Math.min(day, new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()));
  return asInput(date);
};

async function openHistory(page: Page, email: string): Promise<Locator> {
  await openSignedIn(page, email, '/withdraw');
  await page.getByRole('button', { name: 'Transaction History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction History' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Data rows of the grid (the header row excluded), top to bottom. */
const dataRows = (dialog: Locator) => dialog.locator('.MuiDataGrid-row');

test('ledger entries with their labels, 8 per page, newest first, and the date filter', async ({ page }) => {
  const account = await createAccount();
  await applyLedger(
    [
      { type: 'add_balance', cash: 5_000, bonusChestCredits: 2, external: true },
      { type: 'admin_adjustment', cash: 500 },
      { type: 'payout', cash: -1_000, house: [{ bucket: 'payouts_in_flight', amount: 1_000 }] },
      { type: 'refund', cash: 1_000, house: [{ bucket: 'payouts_in_flight', amount: -1_000 }] },
      { type: 'bonus_transfer', credits: 1, bonusChestCredits: -1 },
      ...Array.from({ length: 5 }, () => ({ type: 'system_adjustment' as const, cash: 100 })),
    ],
    account.uid,
  );
  await writeOldLedgerEntry(account.uid, 90, 700);
  await writeOldLedgerEntry(account.uid, 400, 900);
  const dialog = await openHistory(page, account.email);

  // The history opens 12 months back: the 90-day-old entry is in, the 400-day-old one is not.
  await expect(dialog.getByLabel('Start date')).toHaveValue(monthsBack(12));
  await expect(dialog.getByLabel('End date')).toHaveValue(inputDate(0));
  await expect(dialog.getByTestId('transactions-count')).toHaveText('11 transactions');
  await dialog.getByLabel('Start date').fill(inputDate(30));
  await expect(dialog.getByTestId('transactions-count')).toHaveText('10 transactions');
  await expect(dialog.getByRole('columnheader')).toHaveText(['Date', 'Type', 'Amount', 'Credits', 'Tip', 'Fee', 'Net']);
  await expect(dataRows(dialog)).toHaveCount(8);
  await expect(dialog.getByText('1–8 of 10')).toBeVisible();
  await expect(dataRows(dialog).first()).toContainText('System Adjustment');
  await expect(dataRows(dialog).first()).toContainText('$1.00');
  await expect(dataRows(dialog).first().locator('[data-field="timestamp"]')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} (AM|PM)$/,
  );

  const bonusRow = dataRows(dialog).filter({ hasText: 'Bonus Credit Transfer' });
  await expect(bonusRow.locator('[data-field="credits"]')).toHaveText('+1 · Chest -1');
  const withdrawalRow = dataRows(dialog).filter({ hasText: 'Withdrawal' });
  await expect(withdrawalRow.locator('[data-field="amount"]')).toHaveText('-$10.00');
  await expect(withdrawalRow.locator('[data-field="netAmount"]')).toHaveText('-$10.00');
  await expect(dataRows(dialog).filter({ hasText: 'Refund' })).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Go to next page' }).click();
  await expect(dataRows(dialog)).toHaveCount(2);
  await expect(dialog.getByText('9–10 of 10')).toBeVisible();
  await expect(dataRows(dialog).first()).toContainText('Admin Adjustment');
  await expect(dataRows(dialog).last()).toContainText('Deposit');
  await expect(dataRows(dialog).last().locator('[data-field="amount"]')).toHaveText('$50.00');
  await expect(dataRows(dialog).last().locator('[data-field="credits"]')).toHaveText('Chest +2');

  // The 90-day-old entry appears only once the range reaches back to it.
  await expect(dialog.getByText('$7.00')).toHaveCount(0);
  await dialog.getByLabel('Start date').fill(inputDate(120));
  await expect(dialog.getByTestId('transactions-count')).toHaveText('11 transactions');
  await dialog.getByRole('button', { name: 'Go to next page' }).click();
  await expect(dataRows(dialog).last()).toContainText('$7.00');

  // At most 18 months back: the 400-day-old entry is within reach, anything earlier is refused.
  await expect(dialog.getByLabel('Start date')).toHaveAttribute('min', monthsBack(18));
  await dialog.getByLabel('Start date').fill(monthsBack(18));
  await expect(dialog.getByTestId('transactions-count')).toHaveText('12 transactions');
  await dialog.getByLabel('Start date').fill(inputDate(600));
  await expect(dialog.getByText('The start date can be at most 18 months back')).toBeVisible();
  await expect(dialog.getByRole('grid')).toHaveCount(0);

  await dialog.getByLabel('Start date').fill(inputDate(120));
  await dialog.getByLabel('End date').fill(inputDate(60));
  await expect(dialog.getByTestId('transactions-count')).toHaveText('1 transaction');
  await dialog.getByLabel('Start date').fill(inputDate(80));
  await dialog.getByLabel('End date').fill(inputDate(70));
  await expect(dialog.getByText('The end date must not be before the start date')).toHaveCount(0);
  await expect(dialog.getByText(walletMessages.noTransactions)).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a new account has no transactions: "No transactions found"', async ({ page }) => {
  const account = await createAccount();
  const dialog = await openHistory(page, account.email);
  await expect(dialog.getByTestId('transactions-count')).toHaveText('0 transactions');
  await expect(dialog.getByText(walletMessages.noTransactions)).toBeVisible();
});

test('an end date before the start date is refused', async ({ page }) => {
  const account = await createAccount({ cash: 1_000 });
  const dialog = await openHistory(page, account.email);
  await dialog.getByLabel('Start date').fill(inputDate(30));
  await dialog.getByLabel('End date').fill(inputDate(40));
  await expect(dialog.getByText('The end date must not be before the start date')).toBeVisible();
  await expect(dialog.getByRole('grid')).toHaveCount(0);
});

test('a history that cannot be loaded says so, in the dialog and in a toast', async ({ page }) => {
  const account = await createAccount({ cash: 1_000 });
  // The functions cannot be reached from the page: every attempt (with react-query's retries) fails.
  await page.route('**/fetchTransactions', (route) => route.abort('connectionrefused'));
  const dialog = await openHistory(page, account.email);
  await expect(dialog.getByRole('alert')).toHaveText(walletMessages.transactionsError, { timeout: 30_000 });
  await expect(page.locator('#notistack-snackbar').filter({ hasText: walletMessages.transactionsError })).toBeVisible();
});
