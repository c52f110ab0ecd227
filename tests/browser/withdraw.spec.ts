import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { depositWithBank, depositWithPaypal, setPaymentFlag, verifyIdentity } from './support/walletData';
import { formatWalletMessage, walletMessages } from '../../functions/src/shared/wallet/messages';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { expectAccessible } from './support/axe';

async function openWithdraw(page: Page, email: string): Promise<void> {
  await openSignedIn(page, email, '/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
}

test('a PayPal withdrawal: balance and totals, confirmation, live balance, month by month, bell and notification', async ({ page }) => {
  const account = await createAccount();
  await verifyIdentity(account.uid);
  await depositWithPaypal(account, 3_000);
  await openWithdraw(page, account.email);

  await expect(page.getByTestId('available-balance-value')).toHaveText('$30.00');
  await expect(page.getByTestId('total-deposits-value')).toHaveText('$30.00');
  await expect(page.getByTestId('total-withdrawals-value')).toHaveText('$0.00');
  await expect(page.getByTestId('net-deposits-value')).toHaveText('$30.00');
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'PayPal email' })).toHaveValue(account.email);
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('10');
  await amount.blur();
  await expect(amount).toHaveValue('10.00');
  await page.getByRole('button', { name: 'Withdraw to PayPal' }).click();

  const confirm = page.getByRole('dialog', { name: `Withdraw $10.00 to ${account.email}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Once requested, a withdrawal cannot be cancelled.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();

  await expect(page.getByText(formatWalletMessage.payoutInitiated('$10.00'))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue('');
  await expect(page.getByTestId('account-balance')).toHaveText('$20.00');
  await expect(page.getByTestId('available-balance-value')).toHaveText('$20.00');
  await expect(page.getByTestId('total-withdrawals-value')).toHaveText('$10.00');
  await expect(page.getByTestId('net-deposits-value')).toHaveText('$20.00');
  // The sandbox pays the batch and its webhook completes the payout.
  await expect(page.getByTestId('recent-payout')).toHaveCount(1);
  await expect(page.getByTestId('recent-payout')).toContainText('$10.00');
  await expect(page.getByTestId('recent-payout')).toContainText('Completed');

  const payouts = await adminDb.collection('payouts').where('userId', '==', account.uid).get();
  expect(payouts.docs.map((doc) => doc.data().amount)).toEqual([1_000]);

  // Month by month: this month's deposit first, then the 11 months before it.
  const months = page.getByRole('table', { name: 'Money by month' });
  const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(months.getByRole('row').nth(1)).toHaveText(`${thisMonth}$30.00$0.00$0.00$0.00`);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('Your withdrawal of $10.00 is on its way')).toBeVisible();
  await expect(page.getByText('$30.00 added to your balance')).toBeVisible();
});

test('a bank withdrawal shows the GBP amount before confirming', async ({ page }) => {
  await setPaymentFlag('truelayer', true);
  try {
    const account = await createAccount();
    await verifyIdentity(account.uid);
    await depositWithBank(account, 5_000);
    await openWithdraw(page, account.email);

    await expect(page.getByTestId('available-balance-value')).toHaveText('$50.00');
    await expect(page.getByRole('radio', { name: /PayPal/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Instant Bank Transfer/ })).toBeChecked();
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('20');
    await expect(page.getByTestId('bank-payout-gbp')).toHaveText('≈ £15.80');
    await page.getByRole('button', { name: 'Withdraw to bank' }).click();

    const confirm = page.getByRole('dialog', { name: /^Withdraw \$20\.00 to / });
    await expect(confirm).toContainText('You will receive £15.80 by Instant Bank Transfer');
    await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText(formatWalletMessage.payoutInitiated('$20.00'))).toBeVisible();
    await expect(page.getByTestId('account-balance')).toHaveText('$30.00');
    await expect(page.getByTestId('recent-payout')).toContainText('Instant Bank Transfer');
  } finally {
    await setPaymentFlag('truelayer', false);
  }
});

test('no balance: "No available balance to withdraw."', async ({ page }) => {
  const account = await createAccount();
  await verifyIdentity(account.uid);
  await openWithdraw(page, account.email);
  await expect(page.getByTestId('available-balance-value')).toHaveText('$0.00');
  await expect(page.getByText(walletMessages.noBalanceToWithdraw)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
});

test('a balance without a payout method: "Make a deposit to enable withdrawals"', async ({ page }) => {
  const account = await createAccount({ cash: 2_500 });
  await verifyIdentity(account.uid);
  await openWithdraw(page, account.email);
  await expect(page.getByTestId('available-balance-value')).toHaveText('$25.00');
  await expect(page.getByText(walletMessages.depositToEnableWithdrawals)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
});

test('the amount is checked against the balance before anything is sent', async ({ page }) => {
  const account = await createAccount();
  await verifyIdentity(account.uid);
  await depositWithPaypal(account, 3_000);
  await openWithdraw(page, account.email);

  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('30.01');
  await page.getByRole('button', { name: 'Withdraw to PayPal' }).click();
  await expect(page.getByText(walletMessages.payoutExceedsBalance)).toBeVisible();
  await amount.fill('0.5');
  await amount.blur();
  await expect(page.getByText(walletMessages.payoutMinimum)).toBeVisible();
  await page.getByRole('textbox', { name: 'PayPal email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'PayPal email' }).blur();
  await expect(page.getByText(walletMessages.payoutEmailInvalid)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const payouts = await adminDb.collection('payouts').where('userId', '==', account.uid).get();
  expect(payouts.size).toBe(0);
});

test('an unverified user sees the form but is asked to verify their identity', async ({ page }) => {
  const account = await createAccount({ cash: 2_500 });
  await adminDb.doc(corePaths.user(account.uid)).update({ paypalEmail: account.email });
  await openWithdraw(page, account.email);

  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await page.getByRole('button', { name: 'Withdraw to PayPal' }).click();
  const verify = page.getByRole('dialog', { name: walletMessages.verifyIdentity });
  await expect(verify).toBeVisible();
  await verify.getByRole('button', { name: 'Not now' }).click();
  await expect(verify).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const payouts = await adminDb.collection('payouts').where('userId', '==', account.uid).get();
  expect(payouts.size).toBe(0);
});

test('the Transaction History button opens the history', async ({ page }) => {
  const account = await createAccount({ cash: 2_500 });
  await openWithdraw(page, account.email);
  await page.getByRole('button', { name: 'Transaction History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction History' });
  await expect(dialog.getByRole('gridcell', { name: 'Admin Adjustment' })).toBeVisible();
});
