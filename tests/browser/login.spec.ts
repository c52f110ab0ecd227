import { MESSAGES } from '../../functions/src/shared/messages';
import { createAccount } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';

test('a wrong password shows the login failure message', async ({ page }) => {
  const { email } = await createAccount();
  await logInWithEmail(page, email, 'Wrong1234');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.loginFailed);
  await expect(page).toHaveURL(/\/auth\/login$/);
});
