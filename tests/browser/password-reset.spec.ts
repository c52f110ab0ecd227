
import { createAccount, oobCodes } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { authMessages } from '../../functions/src/shared/auth/messages';

test('forgot password always answers with the same message', async ({ page }) => {
  const { email } = await createAccount();
  for (const address of [email, 'nobody-here@example.test']) {
    await page.goto('/auth/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(authMessages.forgotPasswordSent);
  }
});

test('a reset link sets a new password that then logs in', async ({ page }) => {
  const { email } = await createAccount();
  await page.goto('/auth/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  const [reset] = await oobCodes(email, 'PASSWORD_RESET');
  expect(reset).toBeDefined();
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${reset!.oobCode}`);
  await expect(page).toHaveURL(/\/reset-password\?/);
  const button = page.getByRole('button', { name: 'Reset password' });
  await expect(button).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await button.click();
  await expect(page.getByText(authMessages.passwordRule)).toBeVisible();
  await expect(button).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Stronger123');
  await button.click();
  await expect(page.getByText(authMessages.resetSucceeded)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logInWithEmail(page, email, 'Stronger123');
  await expect(page.getByTestId('account-balance')).toBeVisible();
});

test('an invalid reset link says it is invalid or expired', async ({ page }) => {
  await page.goto('/reset-password?mode=resetPassword&oobCode=not-a-real-code');
  await expect(page.getByRole('heading', { name: authMessages.invalidResetLinkTitle })).toBeVisible();
  await expect(page.getByText(authMessages.invalidResetLinkDetail)).toBeVisible();
});

test('an invalid verification link says so', async ({ page }) => {
  await page.goto('/verify-link?mode=verifyEmail&oobCode=not-a-real-code');
  await expect(page.getByRole('heading', { name: authMessages.invalidAuthorizationCode })).toBeVisible();
  await expect(page.getByText(authMessages.invalidAuthorizationCodeDetail)).toBeVisible();
});
