import { adminDb } from '../support/admin';
import { adjustCash } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  bankFrame,
  createDepositor,
  depositDialog,
  openSignedInForDeposit,
  paypalFrame,
  resetSandbox,
  setFlags,
  snap,
} from './support/wallet';
import type { LedgerEntry } from '../../functions/src/shared/ledger/types';
import type { UserDoc } from '../../functions/src/shared/users/types';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { userMessages } from '../../functions/src/shared/users/messages';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { formatWalletMessage, walletMessages } from '../../functions/src/shared/wallet/messages';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { walletPaths } from '../../functions/src/shared/wallet/firestorePaths';
import { expectNoSidewaysScroll } from './support/layout';

test.beforeEach(async () => {
  await resetSandbox();
  await setFlags({ paypal: true, truelayer: false });
  // The bonus promotion has an end date in configuration; keep it open whatever today's date is.
  await adminDb.doc(remoteConfigPaths.config('app')).set({ bonus: { promotionEndsAt: '2099-12-31T23:59:59Z' } }, { merge: true });
});

test('first deposit: funds protection notice, then $50 through PayPal credits the balance and 2 bonus credits', async ({ page }) => {
  const { uid, email } = await createDepositor({ verified: true, agreed: false });
  await openSignedInForDeposit(page, email);
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('$0.00');

  await balance.focus();
  await page.keyboard.press('Enter');
  const dialog = depositDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Add money to get product cash')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'How your money is protected' })).toBeVisible();
  await expect(dialog.getByText('not protected', { exact: true })).toBeVisible();
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await snap(page, 'agreement-desktop');

  await dialog.getByRole('checkbox', { name: /I have read and understood/ }).check();
  await proceed.click();
  await expect(page.getByText(userMessages.agreementSaved)).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeVisible();
  const stored = (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc;
  expect(stored.agreements?.fundsProtectionNotice?.agreed).toBe(true);

  const payWithPaypal = dialog.getByRole('button', { name: 'Pay with PayPal' });
  await expect(payWithPaypal).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Set your deposit limits' })).toHaveAttribute('href', '/preferences');
  await amount.fill('4');
  await expect(dialog.getByText(walletMessages.depositMinimum)).toBeVisible();
  await expect(payWithPaypal).toBeDisabled();
  await amount.fill('50');
  await expect(dialog.getByTestId('bonus-hint')).toHaveText('This deposit earns 2 Bonus Credits into your Bonus Chest.');
  await expect(payWithPaypal).toBeEnabled();
  await snap(page, 'form-desktop');

  await payWithPaypal.click();
  await expect(amount).toBeDisabled();
  await expect(dialog.getByRole('group', { name: 'Quick amounts' })).toHaveCount(0);
  const payNow = paypalFrame(page).getByRole('button', { name: 'Pay now' });
  await expect(payNow).toBeVisible();
  await expect(paypalFrame(page).getByText('$50.00 USD')).toBeVisible();
  await snap(page, 'paypal-checkout-desktop');
  await payNow.click();

  const toast = page.getByTestId('deposit-toast');
  await expect(toast).toContainText(formatWalletMessage.depositAdded('$50.00'));
  await expect(toast).toContainText(formatWalletMessage.bonusCreditsReceived(2));
  await expect(toast).toContainText('Next bonus available on ');
  await expect(balance).toHaveText('$50.00');
  await expect(page.getByTestId('bonus-chest-credits')).toHaveText('2');
  await expect(amount).toBeEnabled();
  await expect(amount).toHaveValue('');

  const deposits = await adminDb.collection(ledgerPaths.transactions(uid)).where('type', '==', 'add_balance').get();
  expect(deposits.docs.map((doc) => (doc.data() as LedgerEntry).amount)).toEqual([5_000]);

  // The deposit is in the transaction history.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/withdraw');
  await page.getByRole('button', { name: 'Transaction History' }).click();
  const history = page.getByRole('dialog', { name: 'Transaction History' });
  await expect(history.getByRole('row', { name: /Deposit.*\$50\.00/ })).toBeVisible();
});

test('cancelling the PayPal checkout leaves the balance alone and the form editable', async ({ page }) => {
  const { email } = await createDepositor({ agreed: true });
  await openSignedInForDeposit(page, email);
  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await dialog.getByRole('button', { name: '$25', exact: true }).click();
  await expect(amount).toHaveValue('25');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await paypalFrame(page).getByRole('button', { name: 'Cancel' }).click();

  await expect(amount).toBeEnabled();
  await expect(amount).toHaveValue('25');
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  await expect(page.getByTestId('account-balance')).toHaveText('$0.00');
});

test('a deposit over the daily limit is refused on the form with the amount over', async ({ page }) => {
  const { email } = await createDepositor({ agreed: true, dailyLimitCents: 2_000 });
  await openSignedInForDeposit(page, email);
  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(dialog.getByTestId('deposit-limits-line')).toContainText('You can deposit up to $20.00 now (daily limit).');

  await amount.fill('25');
  await expect(dialog.getByText(formatWalletMessage.depositLimitExceeded('Daily', '$5.00'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeDisabled();
  await amount.press('Enter');
  await expect(paypalFrame(page).getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  await amount.fill('20');
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
});

test('an unverified user is asked to verify their identity instead of depositing', async ({ page }) => {
  const { email } = await createDepositor({ verified: false });
  await openSignedInForDeposit(page, email);
  await page.getByTestId('account-balance').click();
  const prompt = page.getByRole('dialog', { name: walletMessages.verifyIdentity });
  await expect(prompt).toBeVisible();
  await expect(depositDialog(page)).toHaveCount(0);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await prompt.getByRole('button', { name: walletMessages.verifyIdentity }).click();
  await expect(prompt).toHaveCount(0);
  expect(visited).toContain('/identity');
});

test('Instant Bank Transfer: the GBP amount, the hosted page in a modal, and the balance once the bank settles', async ({ page }) => {
  await setFlags({ truelayer: true });
  const { uid, email } = await createDepositor({ agreed: true });
  await openSignedInForDeposit(page, email);
  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('40');
  await dialog.getByRole('button', { name: 'Instant Bank Transfer' }).click();

  await expect(dialog.getByTestId('bank-amount-gbp')).toHaveText('£31.60');
  await snap(page, 'bank-confirm-desktop');
  await dialog.getByRole('button', { name: 'Continue to your bank' }).click();
  const modal = page.getByRole('dialog', { name: 'Instant Bank Transfer' });
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([600, 750]);
  await bankFrame(page).getByRole('button', { name: /Sandbox Bank/ }).click();
  await snap(page, 'truelayer-modal-desktop');
  await bankFrame(page).getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByText(walletMessages.paymentInitiated)).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-balance')).toHaveText('$40.00', { timeout: 15_000 });

  const follow = dialog.getByRole('link', { name: 'Follow this payment' });
  const href = await follow.getAttribute('href');
  const paymentId = new URL(href ?? '', 'http://x').searchParams.get('payment_id');
  expect(paymentId).toBeTruthy();
  const order = (await adminDb.doc(walletPaths.order('truelayer', paymentId ?? '')).get()).data();
  expect(order).toMatchObject({ userId: uid, status: 'completed', amount: 4_000 });
  await follow.click();
  await expect(page).toHaveURL(new RegExp(`/deposit/success\\?payment_id=${paymentId}$`));
  await expect(page.getByRole('heading', { name: 'Deposit complete' })).toBeVisible();
  await expect(page.getByText('$40.00 has been added to your balance.')).toBeVisible();
});

test("Instant Bank Transfer in the bank's own tab: the tab closes itself and this page follows the payment", async ({ page }) => {
  await setFlags({ truelayer: true });
  const { email } = await createDepositor({ agreed: true });
  await openSignedInForDeposit(page, email);
  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
  await dialog.getByRole('button', { name: 'Instant Bank Transfer' }).click();
  await dialog.getByRole('button', { name: 'Continue to your bank' }).click();
  await bankFrame(page).getByRole('button', { name: /Sandbox Bank/ }).click();

  const bankTabOpened = page.waitForEvent('popup');
  await bankFrame(page).getByRole('button', { name: "Continue in your bank's app" }).click();
  const bankTab = await bankTabOpened;
  // Listen before approving: on a busy machine the tab can be closed before the click returns.
  const bankTabClosed = bankTab.waitForEvent('close');
  await bankTab.getByRole('button', { name: 'Approve', exact: true }).click();
  await bankTabClosed;

  await expect(page).toHaveURL(/\/deposit\/success\?payment_id=/);
  await expect(page.getByRole('heading', { name: 'Deposit complete' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('account-balance')).toHaveText('$20.00');
  await snap(page, 'success-desktop');
});

test('a bank that declines: the payer dismisses the message and can try again; nothing is credited', async ({ page }) => {
  await setFlags({ truelayer: true });
  const { email } = await createDepositor({ agreed: true });
  await openSignedInForDeposit(page, email);
  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('15');
  await dialog.getByRole('button', { name: 'Instant Bank Transfer' }).click();
  await dialog.getByRole('button', { name: 'Continue to your bank' }).click();
  await bankFrame(page).getByRole('button', { name: /Sandbox Bank/ }).click();
  await bankFrame(page).getByRole('button', { name: 'Decline' }).click();
  await expect(bankFrame(page).getByText('Your bank declined the payment.')).toBeVisible();
  await bankFrame(page).getByRole('button', { name: 'Dismiss' }).click();

  await expect(page.getByRole('dialog', { name: 'Instant Bank Transfer' })).toHaveCount(0);
  await expect(amount).toBeEnabled();
  await expect(amount).toHaveValue('15');
  await expect(dialog.getByRole('button', { name: 'Instant Bank Transfer' })).toBeEnabled();
  await expect(page.getByTestId('account-balance')).toHaveText('$0.00');
});

test('a new customer at /deposit decides on limits first: deposit limits by default, saved, then the deposit form', async ({ page }) => {
  const { uid, email } = await createDepositor({ agreed: true, limitDecision: false });
  await openSignedInForDeposit(page, email);
  await page.goto('/deposit');
  await page.getByRole('button', { name: "Let's Go!" }).click();
  const dialog = depositDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Set your deposit limits' })).toBeVisible();
  await expect(dialog.getByText(/counts all the money you pay in over the period; withdrawals are not taken off it/)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Set deposit limits' })).toBeChecked();
  await expect(dialog.getByRole('link', { name: 'Manage My Gambling' })).toHaveAttribute('href', '/preferences');
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await dialog.getByRole('spinbutton', { name: 'Daily limit' }).fill('50');
  await snap(page, 'limit-step-desktop');

  // No limit needs its confirmation before it can be sent.
  await dialog.getByRole('radio', { name: 'No limit' }).check();
  await expect(dialog.getByRole('button', { name: 'Continue without a limit' })).toBeDisabled();
  await snap(page, 'limit-step-none-desktop');
  await dialog.getByRole('radio', { name: 'Set deposit limits' }).check();

  await dialog.getByRole('button', { name: 'Save limits and continue' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  const stored = (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc;
  expect(stored.depositLimitDecision?.choice).toBe('limits');
  expect(stored.preferences?.gamblingDepositLimits?.daily).toBe(5_000);
});

test('/deposit opens the dialog and moves on once the balance rises', async ({ page }) => {
  const { uid, email } = await createDepositor({ agreed: true });
  await openSignedInForDeposit(page, email);
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
  await expect(page.getByText('Earn Bonus Credits on deposits daily.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Manage My Gambling' })).toHaveAttribute('href', '/preferences');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await snap(page, 'page-desktop');

  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(depositDialog(page)).toBeVisible();

  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await adjustCash(uid, 2_500);
  await expect(page.getByRole('status').filter({ hasText: 'Deposit received' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/deposit$/);
  expect(visited).toContain(`/challenge/${uid}`);
  await expect(depositDialog(page)).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the limit step fits a phone; No limit goes through once confirmed', async ({ page }) => {
    const { uid, email } = await createDepositor({ agreed: true, limitDecision: false });
    await openSignedInForDeposit(page, email);
    await page.goto('/deposit');
    await page.getByRole('button', { name: "Let's Go!" }).click();
    const dialog = depositDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Set deposit limits' })).toBeChecked();
    await expectNoSidewaysScroll(page);
    await snap(page, 'limit-step-mobile');
    await dialog.getByRole('radio', { name: 'No limit' }).check();
    await dialog.getByRole('checkbox', { name: 'I confirm that I do not want a deposit limit.' }).check();
    await snap(page, 'limit-step-none-mobile');
    await dialog.getByRole('button', { name: 'Continue without a limit' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    const stored = (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc;
    expect(stored.depositLimitDecision?.choice).toBe('none');
  });

  test('the dialog and the bank modal fill the screen without sideways scrolling', async ({ page }) => {
    await setFlags({ truelayer: true });
    const { email } = await createDepositor({ agreed: false });
    await openSignedInForDeposit(page, email);

    await page.getByTestId('account-balance').click();
    const dialog = depositDialog(page);
    await expect(dialog.getByRole('heading', { name: 'How your money is protected' })).toBeVisible();
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await snap(page, 'agreement-mobile');

    await dialog.getByRole('checkbox', { name: /I have read and understood/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await amount.fill('50');
    await expectNoSidewaysScroll(page);
    await snap(page, 'form-mobile');

    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(paypalFrame(page).getByRole('button', { name: 'Pay now' })).toBeVisible();
    await snap(page, 'paypal-checkout-mobile');
    await paypalFrame(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(amount).toBeEnabled();

    await dialog.getByRole('button', { name: 'Instant Bank Transfer' }).click();
    await expect(dialog.getByTestId('bank-amount-gbp')).toHaveText('£39.50');
    await expectNoSidewaysScroll(page);
    await snap(page, 'bank-confirm-mobile');
    await dialog.getByRole('button', { name: 'Continue to your bank' }).click();
    const modal = page.getByRole('dialog', { name: 'Instant Bank Transfer' });
    await expect(bankFrame(page).getByRole('button', { name: /Sandbox Bank/ })).toBeVisible();
    expect(await modal.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await snap(page, 'truelayer-modal-mobile');
    await modal.getByRole('button', { name: 'Cancel bank payment' }).click();
    await expect(modal).toHaveCount(0);
    await expect(amount).toBeEnabled();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/deposit');
    await expect(page.getByRole('button', { name: "Let's Go!" })).toBeVisible();
    await expect(page.getByTestId('account-balance')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'page-mobile');
  });
});
