import { test as base, expect, type Page } from '@playwright/test';
import { resetEmulators } from '../../support/reset';

/**
 * Browser test fixtures. Every test file starts from empty emulators (reset through their REST endpoints);
 * tests in a file run in order and create what they need with unique emails.
 */
export const test = base.extend<object, { emulatorReset: void }>({
  emulatorReset: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await resetEmulators();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };

/** Signs in through the real login page with email and password. */
export async function logInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
