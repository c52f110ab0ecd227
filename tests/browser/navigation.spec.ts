import { createAccount, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

test('a visitor sees Login and Sign Up and no navigation menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
  await expect(page.getByTestId('account-balance')).toHaveCount(0);
});

test('a visitor sees DEPOSIT NOW, which leads to sign-up', async ({ page }) => {
  await page.goto('/');
  const depositNow = page.getByRole('main').getByRole('link', { name: 'DEPOSIT NOW' });
  await expect(depositNow).toHaveAttribute('href', '/auth/signup');
  await depositNow.click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
});

test('a visitor opening a signed-in page is sent to login, then back there', async ({ page }) => {
  const { email } = await createAccount();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsettings$/);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('an admin sees the main items and Log out, but not the Super Admin pages', async ({ page }) => {
  const { email } = await createAccount({ roles: ['admin'] });
  await openSignedIn(page, email, '/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
});

test('a Super Admin also sees the Admin section and can open Users', async ({ page }) => {
  const { email } = await createAccount({ roles: ['superAdmin'] });
  await openSignedIn(page, email, '/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('grid')).toContainText(email);
});

test('Log out signs the user out', async ({ page }) => {
  const { email } = await createAccount();
  await openSignedIn(page, email, '/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveCount(0);
});

test('an unknown path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});
