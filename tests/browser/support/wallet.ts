import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminDb } from '../../support/admin';
import { sandboxUrl } from '../../support/env';
import type { FeatureFlags } from '../../../functions/src/shared/config';
import { paths } from '../../../functions/src/shared/paths';
import { createAccount, PASSWORD } from './accounts';
import { expect, logInWithEmail } from './fixtures';

export interface DepositorOptions {
  /** Identity verified (users/{uid}.isVerified); default true. */
  verified?: boolean;
  /** Funds protection notice already accepted; default false. */
  agreed?: boolean;
  /** A daily deposit limit in cents (preferences.gamblingDepositLimits.daily). */
  dailyLimitCents?: number;
}

/** An account set up for deposits, as support or earlier visits would leave it. */
export async function createDepositor(options: DepositorOptions = {}) {
  const account = await createAccount();
  const update: Record<string, unknown> = { isVerified: options.verified ?? true };
  if (options.agreed) update['agreements.fundsProtectionNotice'] = { agreed: true, updatedAt: new Date() };
  if (options.dailyLimitCents !== undefined) {
    update['preferences.gamblingDepositLimits.daily'] = options.dailyLimitCents;
  }
  await adminDb.doc(paths.user(account.uid)).update(update);
  return account;
}

/** Writes config/flags (merged), as an admin would. */
export async function setFlags(flags: Partial<FeatureFlags>): Promise<void> {
  await adminDb.doc(paths.config('flags')).set(flags, { merge: true });
}

/** Signs in and waits for the header balance, which is where the deposit dialog opens from. */
export async function logInForDeposit(page: Page, email: string): Promise<void> {
  await logInWithEmail(page, email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();
}

export const depositDialog = (page: Page) => page.getByRole('dialog', { name: 'Deposit' });
export const paypalFrame = (page: Page) => page.frameLocator('iframe[title="PayPal checkout"]');
export const bankFrame = (page: Page) => page.frameLocator('iframe[title="Instant Bank Transfer payment"]');

/** Forgets any payout or payment behaviour an earlier test asked the sandbox for. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status}`);
}

/**
 * Saves a screenshot as deposit-<name>.png when SHOTS_DIR is set (for reviewing the screens by eye); the tests
 * assert what matters either way.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `deposit-${name}.png`), animations: 'disabled' });
}
