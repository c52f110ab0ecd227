import type { Page } from '@playwright/test';
import { adminDb } from '../../support/admin';
import { createAccount, PASSWORD } from './accounts';
import { expect, logInWithEmail } from './fixtures';
import { openSignedIn } from './signedIn';
import { sandboxPost } from '../../support/sandbox';
import { saveShot } from './shots';
import { recordLimitDecision } from './walletData';
import type { FeatureFlags } from '../../../functions/src/shared/remoteConfig/featureFlags';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../../functions/src/shared/remoteConfig/firestorePaths';

export interface DepositorOptions {
  /** Identity verified (users/{uid}.isVerified); default true. */
  verified?: boolean;
  /** Funds protection notice already accepted; default false. */
  agreed?: boolean;
  /** A daily deposit limit in cents (preferences.gamblingDepositLimits.daily). */
  dailyLimitCents?: number;
  /** The limit decision before the first deposit already made (no limit, through saveUserPreferences); default true. */
  limitDecision?: boolean;
}

/** An account set up for deposits, as support or earlier visits would leave it. */
export async function createDepositor(options: DepositorOptions = {}) {
  const account = await createAccount();
  if (options.limitDecision ?? true) await recordLimitDecision(account);
  const update: Record<string, unknown> = { isVerified: options.verified ?? true };
  if (options.agreed) update['agreements.fundsProtectionNotice'] = { agreed: true, updatedAt: new Date() };
  if (options.dailyLimitCents !== undefined) {
    update['preferences.gamblingDepositLimits.daily'] = options.dailyLimitCents;
  }
  await adminDb.doc(corePaths.user(account.uid)).update(update);
  return account;
}

/** Writes config/flags (merged), as an admin would. */
export async function setFlags(flags: Partial<FeatureFlags>): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('flags')).set(flags, { merge: true });
}

/** Opens the home page signed in and waits for the header balance, which is where the deposit dialog opens from. */
export async function openSignedInForDeposit(page: Page, email: string): Promise<void> {
  await openSignedIn(page, email, '/');
  await expect(page.getByTestId('account-balance')).toBeVisible();
}

/**
 * Signs in through the login page and waits for the header balance: for tests of where signing in leads (a new
 * customer is taken to Manage My Gambling first).
 */
export async function logInForDeposit(page: Page, email: string): Promise<void> {
  await logInWithEmail(page, email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();
}

export const depositDialog = (page: Page) => page.getByRole('dialog', { name: 'Deposit' });
export const paypalFrame = (page: Page) => page.frameLocator('iframe[title="PayPal checkout"]');
export const bankFrame = (page: Page) => page.frameLocator('iframe[title="Instant Bank Transfer payment"]');

/** Approves the open PayPal checkout in the sandbox's page, as the payer would (the first checkout starts its function). */
export async function approveAtPaypal(page: Page, amount: string): Promise<void> {
  await expect(paypalFrame(page).getByText(`${amount} USD`)).toBeVisible({ timeout: 30_000 });
  await paypalFrame(page).getByRole('button', { name: 'Pay now' }).click();
}

/** Forgets any payout or payment behaviour an earlier test asked the sandbox for. */
export async function resetSandbox(): Promise<void> {
  await sandboxPost('/__sandbox/reset');
}

/** Saves deposit-<name>.png into SHOTS_DIR when it is set. */
export const snap = (page: Page, name: string) => saveShot(page, `deposit-${name}`);
