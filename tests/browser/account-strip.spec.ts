import { adjustCash, createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

test('the header balance follows a server-side change without a reload', async ({ page }) => {
  const { uid, email } = await createAccount({ cash: 2_500 });
  await openSignedIn(page, email, '/');
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('$25.00');

  let reloaded = false;
  page.on('load', () => (reloaded = true));
  await adjustCash(uid, 123_456);
  await expect(balance).toHaveText('$1,259.56');
  await expect(balance).toHaveAttribute('aria-label', 'Cash balance $1,259.56');
  expect(reloaded).toBe(false);
});
