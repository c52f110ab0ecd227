import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { COOKIE_CONSENT_KEY } from '../../../web/src/features/consent/consentStorage';
import { expectAccessible } from './axe';
import { expect } from './fixtures';
import { openSignedIn } from './signedIn';

/**
 * A second browser (its own cookies and storage) signed in as `email`, with cookies accepted: another person
 * using Clutchpot at the same time as the test's own page. Close it with `context.close()`.
 */
export async function signedInElsewhere(browser: Browser, testInfo: TestInfo, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(
    ({ key }) => window.localStorage.setItem(key, 'accepted'),
    { key: COOKIE_CONSENT_KEY },
  );
  const page = await context.newPage();
  await openSignedIn(page, email, '/');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expectAccessible(page);
  return { context, page };
}
