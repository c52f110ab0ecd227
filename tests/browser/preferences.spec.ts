import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import type { Preferences } from '../../functions/src/shared/preferences/preferences';
import { expect, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { createDepositor, depositDialog, logInForDeposit, resetSandbox, setFlags } from './support/wallet';
import type { UserDoc } from '../../functions/src/shared/users/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { formatPreferenceMessage, preferenceMessages } from '../../functions/src/shared/preferences/messages';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { formatWalletMessage } from '../../functions/src/shared/wallet/messages';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';
import { DESKTOP, PHONE } from './support/streams';
import { expectNoSidewaysScroll } from './support/layout';

/** The two screens the layout tests look at. */
const SCREENS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Saves preferences-<name>.png into SHOTS_DIR when it is set. */
const snap = (page: Page, name: string, fullPage = true) => saveShot(page, `preferences-${name}`, { fullPage });

/** A verified user with the betting feature, the deposit agreement accepted and no preferences stored yet. */
async function bettor() {
  const account = await createDepositor({ verified: true, agreed: true });
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  return account;
}

async function storedPreferences(uid: string): Promise<Preferences> {
  return ((await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc).preferences as Preferences;
}

const gambling = (page: Page) => page.getByTestId('gambling-preferences');

test.beforeEach(async () => {
  await resetSandbox();
  await setFlags({ paypal: true, truelayer: false, betting: true });
  await adminDb.doc(remoteConfigPaths.config('app')).set({ limitMaxima: FieldValue.delete() }, { merge: true });
});

test('a new user is taken to Manage My Gambling; a lowered daily limit and a self-exclusion stop deposits', async ({ page }) => {
  const { uid, email } = await bettor();
  await logInForDeposit(page, email);
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Gambling' })).toBeVisible();
  await expect(gambling(page)).toBeVisible();

  const daily = gambling(page).getByRole('spinbutton', { name: 'Daily limit' });
  await expect(daily).toHaveValue('1000');
  await daily.fill('20');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(preferenceMessages.preferencesSaved)).toBeVisible();
  await expect(daily).toBeDisabled();
  await expect(gambling(page).getByText(/^You can change this again on /)).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  expect((await storedPreferences(uid)).gamblingDepositLimits.daily).toBe(2_000);

  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('25');
  await expect(dialog.getByText(formatWalletMessage.depositLimitExceeded('Daily', '$5.00'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const exclusion = gambling(page).getByRole('switch', { name: 'Self-exclude from gambling' });
  await exclusion.click();
  const confirm = page.getByRole('dialog', { name: 'Self-exclude for 6 months?' });
  await expect(confirm.getByText('This cannot be undone or shortened.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(exclusion).not.toBeChecked();

  await expect(page.getByRole('region', { name: 'Your session' })).toBeVisible();
  await exclusion.click();
  await confirm.getByRole('button', { name: 'Self-exclude' }).click();
  await expect(exclusion).toBeChecked();
  await page.getByRole('button', { name: 'Save Preferences' }).click();

  // Saved: the gambling controls and the session bar give way to the exclusion, which stays locked.
  const excluded = page.getByTestId('gambling-excluded');
  await expect(excluded.getByTestId('self-exclusion-locked')).toContainText('You are self-excluded until');
  await expect(excluded.getByTestId('excluded-notice')).toContainText('You can still withdraw your balance.');
  await expect(gambling(page)).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Daily limit' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your session' })).toHaveCount(0);
  const lockedSwitch = excluded.getByRole('switch', { name: 'Self-exclude from gambling' });
  await expect(lockedSwitch).toBeDisabled();
  await expect(lockedSwitch).toBeChecked();
  await snap(page, 'excluded');
  await expect(page.getByText(preferenceMessages.preferencesSaved).last()).toBeVisible();
  const stored = await storedPreferences(uid);
  expect(stored.gamblingSelfExclude.enabled).toBe(true);
  expect(stored.marketingGeneral).toEqual({ email: false, notifications: false });

  await page.getByTestId('account-balance').click();
  await expect(dialog.getByText(gamblingMessages.gamblingExcluded)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await expect(page.getByTestId('account-balance')).toHaveText('$0.00');
  const deposits = await adminDb.collection(ledgerPaths.transactions(uid)).where('type', '==', 'add_balance').get();
  expect(deposits.size).toBe(0);
});

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', PHONE],
] as const) {
  test(`the preferences page and the exclusion confirmation fit the ${device} screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { email } = await bettor();
    await logInForDeposit(page, email);
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(gambling(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, `page-${device}`);

    await gambling(page).getByRole('switch', { name: 'Self-exclude from gambling' }).click();
    await expect(page.getByRole('dialog', { name: 'Self-exclude for 6 months?' })).toBeVisible();
    await snap(page, `exclusion-confirm-${device}`, false);
  });
}

/** A verified depositor who is not eligible to bet (new accounts are not), with betting switched off. */
async function depositorWithoutBetting() {
  await setFlags({ betting: false });
  return createDepositor({ verified: true, agreed: true });
}

test('a bettor chooses what happens when the odds move, and the choice is kept', async ({ page }) => {
  const { uid, email } = await bettor();
  await logInForDeposit(page, email);
  const oddsChange = gambling(page).getByRole('combobox', { name: 'When the odds change' });
  await expect(oddsChange).toHaveText('Ask me');
  await oddsChange.click();
  await page.getByRole('option', { name: 'Accept higher odds' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(preferenceMessages.preferencesSaved)).toBeVisible();
  expect((await storedPreferences(uid)).gamblingOddsChange).toBe('higher');
  await page.reload();
  await expect(gambling(page).getByRole('combobox', { name: 'When the odds change' })).toHaveText('Accept higher odds');
  await gambling(page).getByRole('combobox', { name: 'When the odds change' }).scrollIntoViewIfNeeded();
  await snap(page, 'odds-change', false);
});

test('a verified user without betting sets a daily deposit limit and self-excludes', async ({ page }) => {
  const { uid, email } = await depositorWithoutBetting();
  await logInForDeposit(page, email);
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(gambling(page)).toBeVisible();
  await expect(gambling(page).getByTestId('betting-unavailable-notice')).toContainText('Betting is not available on your account');
  await expect(gambling(page).getByRole('spinbutton', { name: 'Bet limit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your session' })).toHaveCount(0);

  const daily = gambling(page).getByRole('spinbutton', { name: 'Daily limit' });
  await daily.fill('30');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(preferenceMessages.preferencesSaved)).toBeVisible();
  await expect(daily).toBeDisabled();
  expect((await storedPreferences(uid)).gamblingDepositLimits.daily).toBe(3_000);

  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('40');
  await expect(dialog.getByText(formatWalletMessage.depositLimitExceeded('Daily', '$10.00'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await gambling(page).getByRole('switch', { name: 'Self-exclude from gambling' }).click();
  await page.getByRole('dialog', { name: 'Self-exclude for 6 months?' }).getByRole('button', { name: 'Self-exclude' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByTestId('gambling-excluded').getByTestId('self-exclusion-locked')).toContainText('You are self-excluded until');
  expect((await storedPreferences(uid)).gamblingSelfExclude.enabled).toBe(true);

  await page.getByTestId('account-balance').click();
  await expect(dialog.getByText(gamblingMessages.gamblingExcluded)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
});

for (const [device, viewport] of SCREENS) {
  test(`the gambling tools of a depositor without betting fit the ${device} screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { email } = await depositorWithoutBetting();
    await logInForDeposit(page, email);
    await expect(gambling(page).getByTestId('betting-unavailable-notice')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, `depositor-without-betting-${device}`);
  });
}

test('the limit maxima come from config/app, live: the form shows and refuses what the server would', async ({ page }) => {
  const { uid, email } = await depositorWithoutBetting();
  await logInForDeposit(page, email);
  const daily = gambling(page).getByRole('spinbutton', { name: 'Daily limit' });
  await expect(daily).toHaveValue('1000');
  await daily.fill('1001');
  await daily.blur();
  await expect(gambling(page).getByText(formatPreferenceMessage.limitMaximum('Daily', '$1000'))).toBeVisible();

  // Lowered in configuration: the limit in force is the new maximum at once, and more is refused.
  await adminDb.doc(remoteConfigPaths.config('app')).set({ limitMaxima: { daily: 50_000 } }, { merge: true });
  await expect(daily).toHaveValue('500');
  await daily.fill('600');
  await daily.blur();
  await expect(gambling(page).getByText(formatPreferenceMessage.limitMaximum('Daily', '$500'))).toBeVisible();
  await daily.fill('450');
  await expect(gambling(page).getByText(formatPreferenceMessage.limitMaximum('Daily', '$500'))).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(preferenceMessages.preferencesSaved)).toBeVisible();
  expect((await storedPreferences(uid)).gamblingDepositLimits.daily).toBe(45_000);
});

const DAY_MS = 24 * 3_600_000;
const unverified = (page: Page) => page.getByTestId('gambling-after-verification');

test('before identity verification a customer can pause and self-exclude; the exclusion stops deposits once verified', async ({ page }) => {
  const { uid, email } = await createDepositor({ verified: false, agreed: true });
  await logInForDeposit(page, email);
  await expect(page).toHaveURL(/\/preferences$/);
  const card = unverified(page);
  await expect(card).toContainText('open here once your identity is verified');
  await expect(card.getByRole('link', { name: 'Verify Your Identity' })).toHaveAttribute('href', '/identity');
  await expect(page.getByRole('spinbutton', { name: 'Daily limit' })).toHaveCount(0);

  // A pause picked for today still lasts a full day from when it is set.
  await card.getByRole('switch', { name: 'Pause gambling until a date' }).click();
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await card.getByLabel('Pause until (end date)').fill(today);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText(preferenceMessages.preferencesSaved)).toBeVisible();
  await expect(card.getByText(/^Gambling is paused until /)).toBeVisible();
  const pause = (await storedPreferences(uid)).gamblingSelfPause;
  expect(pause.endDate).toBe(pause.startDate! + DAY_MS);

  const exclusion = card.getByRole('switch', { name: 'Self-exclude from gambling' });
  await exclusion.click();
  await page.getByRole('dialog', { name: 'Self-exclude for 6 months?' }).getByRole('button', { name: 'Self-exclude' }).click();
  await expect(exclusion).toBeChecked();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  const excluded = page.getByTestId('gambling-excluded');
  await expect(excluded.getByTestId('self-exclusion-locked')).toContainText('You are self-excluded until');
  expect((await storedPreferences(uid)).gamblingSelfExclude.enabled).toBe(true);

  // Verified later: the exclusion carries over to deposits.
  await adminDb.doc(corePaths.user(uid)).update({ isVerified: true, 'features.betting': true });
  await page.getByTestId('account-balance').click();
  const dialog = depositDialog(page);
  await expect(dialog.getByText(gamblingMessages.gamblingExcluded)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
});

for (const [device, viewport] of SCREENS) {
  test(`the pause and self-exclusion of an unverified customer fit the ${device} screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { email } = await createDepositor({ verified: false, agreed: true });
    await logInForDeposit(page, email);
    const card = unverified(page);
    await card.getByRole('switch', { name: 'Pause gambling until a date' }).click();
    await expect(card.getByLabel('Pause until (end date)')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, `unverified-breaks-${device}`);
  });
}
