import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';

/**
 * Checks the screen's accessibility, then saves `<name>.png` into SHOTS_DIR when it is set, for reviewing the
 * screens by eye; the tests assert what matters either way.
 */
export async function saveShot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await expectAccessible(page);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled', fullPage });
}
