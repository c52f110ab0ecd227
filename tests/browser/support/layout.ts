import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** How far the page is wider than the window: more than 0 means it scrolls sideways. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The page fits the window's width once it has laid itself out for it: after a resize or a load, React answers
 * media queries and grids measure themselves a moment later, so the width is read until it settles.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page), message).toBeLessThanOrEqual(0);
}
