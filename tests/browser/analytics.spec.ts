import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { expect, test } from './support/fixtures';
import { createDepositor, depositDialog, openSignedInForDeposit, paypalFrame, resetSandbox, setFlags } from './support/wallet';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { formatWalletMessage } from '../../functions/src/shared/wallet/messages';

/** The measurement id the test build is configured with (web/.env.test). */
const MEASUREMENT_ID = 'G-CLUTCHTEST';

/** Whether Firebase Analytics has been loaded into the page (it sets up its data layer when it starts). */
const analyticsLoaded = (page: Page) => page.evaluate(() => 'dataLayer' in window);

test.beforeEach(async () => {
  await resetSandbox();
  await setFlags({ paypal: true, truelayer: false });
  await adminDb.doc(remoteConfigPaths.config('app')).set({ bonus: { promotionEndsAt: '2099-12-31T23:59:59Z' } }, { merge: true });
});

test('a PayPal deposit sends pay_with_paypal through Firebase Analytics, which loads only with the payment', async ({ page, analytics }) => {
  const { email } = await createDepositor({ verified: true, agreed: true });
  await openSignedInForDeposit(page, email);
  expect(await analyticsLoaded(page)).toBe(false);
  expect(analytics.requests).toEqual([]);

  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await paypalFrame(page).getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByTestId('deposit-toast')).toContainText(formatWalletMessage.depositAdded('$25.00'));

  await expect.poll(() => analytics.hits.map((hit) => hit.name)).toEqual(['pay_with_paypal']);
  expect(analytics.hits[0]).toEqual({ measurementId: MEASUREMENT_ID, name: 'pay_with_paypal', params: { value: 25, currency: 'USD', item: 'deposit' } });
});

test.describe('without cookie consent', () => {
  test.use({ cookieConsent: null });

  test('nothing is loaded or sent towards analytics before an answer, nor after Decline', async ({ page, analytics }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies on Clutchpot' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Cookies on Clutchpot' }).getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/manage-cookies$/);
    for (const path of ['/features', '/help', '/responsible-gaming']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await analyticsLoaded(page)).toBe(false);
    expect(analytics.requests).toEqual([]);
    expect(analytics.hits).toEqual([]);
  });
});
