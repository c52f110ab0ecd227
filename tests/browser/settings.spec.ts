
import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { userDocByEmail } from './support/firestore';
import { coreMessages } from '../../functions/src/shared/core/messages';
import { userMessages } from '../../functions/src/shared/users/messages';

test('the account tab changes the public username and keeps it unique', async ({ page }) => {
  await createAccount({ username: 'TakenName' });
  const { uid, email } = await createAccount();
  await openSignedIn(page, email, '/settings');

  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByTestId('referral-url')).toHaveValue(new RegExp(`/referral/${uid}$`));
  if (process.env.CLUTCHPOT_STORAGE === 'unavailable') {
    await expect(page.getByText(coreMessages.storageUnavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();
  }

  const username = page.getByRole('textbox', { name: 'Public username' });
  await username.fill('abc');
  await username.blur();
  await expect(page.getByText(userMessages.usernameRule)).toBeVisible();

  await username.fill('takenname');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(userMessages.usernameTaken).first()).toBeVisible();
  await expect(username).toHaveValue('takenname');

  await username.fill('Fresh_Name');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(userMessages.accountUpdated)).toBeVisible();
  expect((await userDocByEmail(email)).username).toBe('Fresh_Name');
});
