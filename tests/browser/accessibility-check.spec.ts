import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

// Every other test runs this check on each page it visits; this one proves the check fails when it should.
test('the accessibility check fails on a page with a violation', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/logo-without-alt.png';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
});
