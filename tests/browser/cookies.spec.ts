import type { Page } from '@playwright/test';
import { COOKIE_CONSENT_KEY } from '../../web/src/features/consent/consentStorage';
import { adminDb } from '../support/admin';
import { PASSWORD, createAccount } from './support/accounts';
import { expect, logInWithEmail, signInWithGooglePopup, test } from './support/fixtures';
import { userDocByEmail } from './support/firestore';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { userMessages } from '../../functions/src/shared/users/messages';

// Every test here starts as a visitor who has not answered the cookie question.
test.use({ cookieConsent: null });

const TITLE = 'Cookies on Clutchpot';
const consentDialog = (page: Page) => page.getByRole('dialog', { name: TITLE });
const consentBar = (page: Page) => page.getByRole('region', { name: TITLE });
const storedConsent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);

async function recordedConsent(uid: string): Promise<boolean | undefined> {
  const snapshot = await adminDb.doc(corePaths.user(uid)).get();
  return (snapshot.get('agreements.cookiesConsent') as { agreed?: boolean } | undefined)?.agreed;
}

/** The header keeps only the logo; the footer keeps Manage Cookies but drops Self-Exclusion. */
async function expectCookiesDeclinedChrome(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Clutchpot home' })).toBeVisible();
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('button')).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Manage Cookies' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Self-Exclusion' })).toHaveCount(0);
}

test('a first visit asks in a dialog, and Accept closes it for good', async ({ page }) => {
  await page.goto('/');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(dialog.getByRole('link', { name: 'Manage cookies' })).toHaveAttribute('href', '/manage-cookies');

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Self-Exclusion' })).toHaveAttribute(
    'href',
    '/preferences#self-exclusion',
  );
});

test('the dialog has a name, keeps focus inside and its buttons are reached with Tab', async ({ page }) => {
  await page.goto('/');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(TITLE);
  await expect(dialog).toHaveAccessibleDescription(/keep you signed in/);

  const accept = dialog.getByRole('button', { name: 'Accept' });
  const decline = dialog.getByRole('button', { name: 'Decline' });
  const reached = new Set<string>();
  for (let press = 0; press < 8 && reached.size < 2; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    if (await decline.evaluate((element) => element === document.activeElement)) reached.add('Decline');
    if (await accept.evaluate((element) => element === document.activeElement)) reached.add('Accept');
  }
  expect([...reached].sort()).toEqual(['Accept', 'Decline']);

  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await storedConsent(page)).toBe('accepted');
});

test('Decline leaves only the information pages open', async ({ page }) => {
  await page.goto('/');
  await consentDialog(page).getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/manage-cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cookies' })).toBeVisible();
  await expect(page.getByTestId('cookie-choice-status')).toHaveText(/You declined cookies on this device/);
  await expect(page).toHaveTitle('Manage Cookies | Clutchpot');
  await expectCookiesDeclinedChrome(page);

  await page.goto('/deposit');
  await expect(page).toHaveURL(/\/manage-cookies$/);
  await expect(page.getByRole('main')).toContainText('The page you opened needs cookies.');

  for (const { path, heading } of [
    { path: '/privacy-policy', heading: 'Privacy Policy' },
    { path: '/help', heading: 'Help & FAQs' },
    { path: '/responsible-gaming', heading: 'Responsible Gaming' },
    { path: '/features', heading: 'Features' },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(consentDialog(page)).toHaveCount(0);
    await expect(consentBar(page)).toHaveCount(0);
    await expectCookiesDeclinedChrome(page);
  }
});

test('Accept on /manage-cookies lifts the redirect and returns to the page asked for', async ({ page }) => {
  await page.goto('/');
  await consentDialog(page).getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/manage-cookies$/);

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/manage-cookies$/);

  await page.getByRole('main').getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Self-Exclusion' })).toBeVisible();
  expect(await storedConsent(page)).toBe('accepted');

  await page.goto('/manage-cookies');
  await expect(page.getByTestId('cookie-choice-status')).toHaveText('You accepted cookies on this device.');
});

test('the open pages ask in a bar at the bottom, not a dialog, so the policy can be read first', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const bar = consentBar(page);
  await expect(bar).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Manage cookies' })).toBeVisible();

  await page.goto('/manage-cookies');
  await expect(page.getByTestId('cookie-choice-status')).toHaveText('You have not made a choice on this device yet.');
  await expect(consentBar(page)).toHaveCount(0);
  await expect(consentDialog(page)).toHaveCount(0);

  await page.goto('/help');
  await consentBar(page).getByRole('button', { name: 'Decline' }).click();
  await expect(consentBar(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/help$/);
  await expectCookiesDeclinedChrome(page);
  expect(await storedConsent(page)).toBe('declined');
});

test('a signed-in choice is saved to the account, and a device without one takes the account’s', async ({ page }) => {
  const { uid, email } = await createAccount();
  await page.goto('/auth/login');
  await consentDialog(page).getByRole('button', { name: 'Accept' }).click();
  await logInWithEmail(page, email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();
  // The answer given before signing in reaches the account without asking again.
  await expect.poll(() => recordedConsent(uid)).toBe(true);

  await page.goto('/manage-cookies');
  await expect(page.getByTestId('cookie-choice-status')).toHaveText('You accepted cookies on this device. It is saved to your account too.');
  await page.getByRole('main').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(userMessages.agreementSaved)).toBeVisible();
  await expect.poll(() => recordedConsent(uid)).toBe(false);
  await expectCookiesDeclinedChrome(page);
  const saved = await adminDb.doc(corePaths.user(uid)).get();
  expect(saved.get('agreements.cookiesConsent.updatedAt')).toBeDefined();

  await page.reload();
  await page.getByRole('main').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(userMessages.agreementSaved)).toBeVisible();
  await expect.poll(() => recordedConsent(uid)).toBe(true);
  await expect(page.getByTestId('account-balance')).toBeVisible();

  // Another device (here: this one with its storage cleared) uses the account's answer instead of asking. The
  // storage is cleared from a plain file of the site, so no running app saves its own answer meanwhile.
  await page.goto('/logo.svg');
  await page.evaluate((key) => window.localStorage.removeItem(key), COOKIE_CONSENT_KEY);
  await adminDb.doc(corePaths.user(uid)).update({ 'agreements.cookiesConsent': { agreed: false, updatedAt: new Date() } });
  await page.goto('/deposit');
  await expect(page).toHaveURL(/\/manage-cookies$/);
  await expect(page.getByTestId('cookie-choice-status')).toHaveText(/You declined cookies on this device/);
  await expect(consentDialog(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe('declined');
});

/** Everything this page keeps on the device: cookies and both web storages. */
async function deviceStorage(page: Page): Promise<string> {
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  const storages = await page.evaluate(() => JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]));
  return `${cookies.join('; ')} ${storages}`;
}

test('a referral link stores nothing on the device before consent; once accepted, sign-up pays the referrer', async ({ page }) => {
  const referrer = await createAccount();
  await page.goto(`/referral/${referrer.uid}`);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(consentDialog(page)).toBeVisible();
  expect(await deviceStorage(page)).not.toContain(referrer.uid);

  await consentDialog(page).getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'referral_id')?.value)
    .toBe(referrer.uid);

  const email = `referred-consent-${Date.now()}@example.test`;
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await signInWithGooglePopup(page, email);
  await expect(page.getByTestId('bonus-credits')).toContainText('1');
  expect((await userDocByEmail(email)).referredBy).toBe(referrer.uid);
  await expect.poll(async () => (await userDocByEmail(referrer.email)).account.credits).toBe(1);
});

test('declined cookies keep the referral id off the device; accepting on /manage-cookies stores it', async ({ page }) => {
  const referrer = await createAccount();
  // The link's own page loads late (a busy device): the visitor answers the cookie prompt before it renders, and
  // the referrer must still be remembered.
  await page.route(/\/assets\/ReferralPage-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(`/referral/${referrer.uid}`);
  await consentDialog(page).getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/manage-cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cookies' })).toBeVisible();
  await expect(consentDialog(page)).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await deviceStorage(page)).not.toContain(referrer.uid);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Manage Cookies' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'referral_id')?.value)
    .toBe(referrer.uid);
});
