
import { createAccount } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { authMessages } from '../../functions/src/shared/auth/messages';

test('a wrong password shows the login failure message', async ({ page }) => {
  const { email } = await createAccount();
  await logInWithEmail(page, email, 'Wrong1234');
  await expect(page.getByRole('alert')).toHaveText(authMessages.loginFailed);
  await expect(page).toHaveURL(/\/auth\/login$/);
});
