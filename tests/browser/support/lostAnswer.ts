import type { Page } from '@playwright/test';

/**
 * Loses the first answer of `callable`: its request reaches the server and is applied, but the browser sees a
 * dropped connection; later calls go through. Returns the request ids sent, in order, as the calls happen.
 */
export async function loseFirstAnswer(page: Page, callable: string): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`**/${callable}`, async (route) => {
    sent.push((route.request().postDataJSON() as { data: { requestId: string } }).data.requestId);
    if (sent.length === 1) {
      await route.fetch();
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  return sent;
}
