import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { signedInClient } from '../support/client';
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import type { UserDoc } from '../../functions/src/shared/users/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { walletMessages } from '../../functions/src/shared/wallet/messages';
import { identityMessages } from '../../functions/src/shared/identity/messages';
import { expectNoSidewaysScroll } from './support/layout';

const checkFrame = (page: Page) => page.frameLocator('iframe[title="Identity verification check"]');

/** Signs in, then opens /identity afresh (a new account is first sent to set its preferences). */
async function openIdentityPage(page: Page, email: string): Promise<void> {
  await openSignedIn(page, email, '/identity');
}

async function storedUser(uid: string): Promise<UserDoc> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc;
}

/** Fills in and submits the provider's embedded check. */
async function submitCheck(page: Page, details: { name: string; birthdate: string; country?: string }): Promise<void> {
  const frame = checkFrame(page);
  await frame.getByLabel('Full name').fill(details.name);
  await frame.getByLabel('Date of birth').fill(details.birthdate);
  if (details.country) await frame.getByLabel('Country').selectOption({ label: details.country });
  await frame.getByRole('button', { name: 'Submit' }).click();
}

/** Today's date `years` years ago, a couple of days short of that birthday (time zones cannot tip it over). */
function birthdateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
}

test('an adult in the UK completes the embedded check and is taken to /deposit, verified', async ({ page }) => {
  const { uid, email } = await createAccount();
  await openIdentityPage(page, email);

  await expect(page.getByRole('heading', { level: 1, name: walletMessages.verifyIdentity })).toBeVisible();
  await expect(page.getByText(identityMessages.identityEstimate)).toBeVisible();
  await expect(page.getByText(identityMessages.identityLegal)).toBeVisible();
  await expect(page.getByRole('link', { name: identityMessages.identitySkip })).toBeVisible();
  await expect(page).toHaveTitle(/^Verify Your Identity/);
  const frame = checkFrame(page);
  // The file's first call can wait for the Functions emulator to start a worker.
  await expect(frame.getByLabel('Country')).toHaveValue('GB', { timeout: 30_000 });
  await expect.poll(async () => (await storedUser(uid)).verification?.status).toBe('started');

  await submitCheck(page, { name: 'Alex Carter', birthdate: '1990-04-12' });
  await expect(page).toHaveURL(/\/deposit$/, { timeout: 20_000 });
  // The toast that follows the user to /deposit (the check's own status line says the same while it is shown).
  await expect(page.locator('#notistack-snackbar').filter({ hasText: identityMessages.identityVerified })).toBeVisible();
  const user = await storedUser(uid);
  expect(user.isVerified).toBe(true);
  expect(user.verification?.status).toBe('approved');

  // Back on /identity, a verified user has nothing left to do there.
  await page.goto('/identity');
  await expect(page).toHaveURL(/\/deposit$/);
});

test('an under-18 entry shows why the check failed and leaves the account unverified', async ({ page }) => {
  const { uid, email } = await createAccount();
  await openIdentityPage(page, email);
  await submitCheck(page, { name: 'Sam Young', birthdate: birthdateYearsAgo(18) });

  const denial = page.getByRole('alert').filter({ hasText: 'We could not verify your identity' });
  await expect(denial).toBeVisible({ timeout: 20_000 });
  await expect(denial).toContainText('you are under 18');
  await expect(denial.getByRole('link', { name: 'support@clutchpot.gg' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const user = await storedUser(uid);
  expect(user.isVerified).toBe(false);
  expect(user.verification).toMatchObject({ status: 'denied', reason: 'under18' });

  // The result stays on a later visit, with no new check to fill in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We could not verify your identity' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect((await storedUser(uid)).isVerified).toBe(false);
});

test('an adult outside the UK is told the product is for the United Kingdom only', async ({ page }) => {
  const { uid, email } = await createAccount();
  await openIdentityPage(page, email);
  await submitCheck(page, { name: 'Claire Dubois', birthdate: '1988-09-03', country: 'France' });
  await expect(page.getByRole('alert').filter({ hasText: 'only available to people located in the United Kingdom' })).toBeVisible({
    timeout: 20_000,
  });
  expect((await storedUser(uid)).isVerified).toBe(false);
});

test('a verified user opening /identity lands on /deposit', async ({ page }) => {
  const { uid, email } = await createAccount();
  await adminDb.doc(corePaths.user(uid)).update({ isVerified: true });
  await openIdentityPage(page, email);
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
});

test('"No, thanks. Maybe later." goes home; on a phone the check fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await createAccount();
  await openIdentityPage(page, email);
  await expect(checkFrame(page).getByRole('button', { name: 'Submit' })).toBeVisible();
  const frameBox = await page.locator('iframe[title="Identity verification check"]').boundingBox();
  expect(frameBox?.width).toBe(390);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: identityMessages.identitySkip }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** Support allows a new check from the desk, through the callable, as a Super Admin. */
async function supportAllowsNewCheck(uid: string): Promise<void> {
  const desk = await signedInClient({ roles: ['superAdmin'] });
  try {
    await desk.call('allowIdentityRetry', { userId: uid, reason: 'Customer sent a passport scan', requestId: randomUUID() });
  } finally {
    await desk.close();
  }
}

const RETRY_NOTICE = 'Our support team has allowed you to verify your identity again.';

test('after support allows a new check, the customer is notified and /identity opens the check again', async ({ page }) => {
  const { uid, email } = await createAccount();
  await openIdentityPage(page, email);
  await submitCheck(page, { name: 'Sam Young', birthdate: birthdateYearsAgo(18) });
  await expect(page.getByRole('heading', { name: 'We could not verify your identity' })).toBeVisible({ timeout: 20_000 });

  // Allowed while the customer looks at the denial: the page opens the check by itself.
  await supportAllowsNewCheck(uid);
  await expect(page.getByTestId('identity-retry-allowed')).toContainText(RETRY_NOTICE);
  await expect(page.getByRole('heading', { name: 'We could not verify your identity' })).toHaveCount(0);
  await expect(checkFrame(page).getByLabel('Country')).toHaveValue('GB', { timeout: 30_000 });
  await expect.poll(async () => (await storedUser(uid)).verification?.status).toBe('started');
  // The note stays once the new check has started.
  await expect(page.getByTestId('identity-retry-allowed')).toBeVisible();
  await saveShot(page, 'identity-retry-allowed-desktop');

  // The notification says so and leads back to the check.
  await page.goto('/notifications');
  const note = page.getByTestId('notification').filter({ hasText: 'You can verify your identity again' });
  await expect(note.getByRole('link')).toHaveAttribute('href', '/identity');
  await note.getByRole('link').click();
  await expect(page).toHaveURL(/\/identity$/);
  await expect(checkFrame(page).getByLabel('Country')).toHaveValue('GB', { timeout: 30_000 });
  await submitCheck(page, { name: 'Sam Young', birthdate: '1990-04-12' });
  await expect(page).toHaveURL(/\/deposit$/, { timeout: 20_000 });
  expect((await storedUser(uid)).isVerified).toBe(true);
});

test('on a phone, a check support allowed again fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { uid, email } = await createAccount();
  const updatedAt = new Date();
  await adminDb.doc(corePaths.user(uid)).update({ verification: { inquiryId: 'inq_denied_before', status: 'denied', reason: 'declined', updatedAt } });
  await supportAllowsNewCheck(uid);
  await openIdentityPage(page, email);
  await expect(page.getByTestId('identity-retry-allowed')).toContainText(RETRY_NOTICE);
  await expect(checkFrame(page).getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await saveShot(page, 'identity-retry-allowed-phone', { fullPage: true });
});
