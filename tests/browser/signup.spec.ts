
import { oobCodes } from './support/accounts';
import { expect, test } from './support/fixtures';
import { userDocByEmail } from './support/firestore';
import { authMessages } from '../../functions/src/shared/auth/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';

test('sign up, verify the email from the link, and arrive signed in', async ({ page }) => {
  const email = `new-player-${Date.now()}@example.test`;
  await page.goto('/auth/signup');
  await expect(page.getByText('confirm that you are at least 18 years old')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Username' }).fill('NewPlayer_1');
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/send-link$/);
  await expect(page.getByText(authMessages.verificationEmailPrompt)).toBeVisible();
  const account = await userDocByEmail(email);
  expect(account.username).toBe('NewPlayer_1');
  expect(account.account.balance).toBe(0);

  // Unverified users are held on the verification screen whatever they open.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/send-link$/);

  const [verification] = await oobCodes(email, 'VERIFY_EMAIL');
  expect(verification).toBeDefined();
  const continueUrl = encodeURIComponent(new URL('/verify-link', page.url()).toString());
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${verification!.oobCode}&continueUrl=${continueUrl}`);
  await expect(page.getByRole('heading', { name: authMessages.emailVerified })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  // A new account has no preferences yet, so it is sent to set its limits first (RTS 12A).
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByTestId('account-balance')).toHaveText('$0.00');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});

test('signing up with an email that is taken says so', async ({ page }) => {
  const email = `taken-${Date.now()}@example.test`;
  for (const attempt of [1, 2]) {
    await page.goto('/auth/signup');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    if (attempt === 1) {
      await expect(page).toHaveURL(/\/send-link$/);
      await page.getByRole('button', { name: 'Use another account' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
  }
  await expect(page.getByRole('alert')).toHaveText(authMessages.emailInUse);
});

test('the signup form explains its rules', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(coreMessages.invalidEmail)).toBeVisible();
  await expect(page.getByText(authMessages.passwordRule)).toBeVisible();
  await expect(page.getByText(authMessages.passwordMismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});
