
import { createAccount } from './support/accounts';
import { expect, signInWithGooglePopup, test } from './support/fixtures';
import { userDocByEmail } from './support/firestore';
import { authMessages } from '../../functions/src/shared/auth/messages';

test('Google sign-in through the emulator popup creates the account with its bonus credit', async ({ page }) => {
  const email = `google-${Date.now()}@example.test`;
  await page.goto('/auth/login');
  await signInWithGooglePopup(page, email, 'Google Player');

  // A new account has no gambling preferences yet, so the login ends on Manage My Gambling.
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByTestId('bonus-credits')).toContainText('1');
  const account = await userDocByEmail(email);
  expect(account.signInMethod).toBe('google');
  expect(account.username).toBe('GooglePlayer');
  expect(account.account.credits).toBe(1);
  // The first login is recorded once the account's creation (with its bonus) has finished.
  await expect.poll(async () => Boolean((await userDocByEmail(email)).lastLoggedIn)).toBe(true);
});

test('Twitch sign-in through the authorization page logs in', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Twitch' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize Clutchpot' })).toBeVisible();
  await page.getByLabel('Twitch username').fill('clutchking');
  await page.getByLabel('Email').fill('clutchking@twitch.example');
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page.getByText(authMessages.twitchLoginSucceeded)).toBeVisible();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByTestId('account-balance')).toBeVisible();
  const account = await userDocByEmail('clutchking@twitch.example');
  expect(account.username).toBe('clutchking');
  expect(account.signInMethod).toBe('twitch');
});

test('the Twitch callback without a code shows the invalid code message', async ({ page }) => {
  await page.goto('/auth/twitch');
  await expect(page.getByText(authMessages.invalidAuthenticationCode)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('cancelling on Twitch comes back with the invalid code message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Twitch' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(authMessages.invalidAuthenticationCode)).toBeVisible();
});

test('a referral link pays the referrer a Bonus Credit when a Google player signs up', async ({ page }) => {
  const referrer = await createAccount();
  await page.goto(`/referral/${referrer.uid}`);
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'referral_id')?.value)
    .toBe(referrer.uid);

  const email = `referred-${Date.now()}@example.test`;
  await page.goto('/auth/signup');
  await signInWithGooglePopup(page, email);

  await expect(page.getByTestId('bonus-credits')).toContainText('1');
  expect((await userDocByEmail(email)).referredBy).toBe(referrer.uid);
  await expect.poll(async () => (await userDocByEmail(referrer.email)).account.credits).toBe(1);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'referral_id')).toBe(false);
});
