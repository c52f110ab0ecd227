import { adminDb } from '../support/admin';
import { expect, test } from './support/fixtures';
import { adjustCash } from './support/accounts';
import { createDepositor, openSignedInForDeposit } from './support/wallet';
import { DESKTOP, PHONE } from './support/streams';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { addMonths } from '../../functions/src/shared/core/dates';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { accountReviewPaths } from '../../functions/src/shared/accountReview/firestorePaths';
import { accountReviewMessages } from '../../functions/src/shared/accountReview/messages';
import { preferenceMessages } from '../../functions/src/shared/preferences/messages';

const DAY_MS = 86_400_000;

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the account review reminder shows on the next visit (${device}): its links work, dismissing it sticks, and the interval is chosen in preferences`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { uid, email } = await createDepositor({ verified: true, agreed: true });
    await adjustCash(uid, 2_500);
    // Six months and a day after the movement, the reminder job runs.
    expect((await SCHEDULED_JOBS.remindAccountReviews.run({ now: addMonths(Date.now(), 6) + DAY_MS })).changed).toBeGreaterThanOrEqual(1);

    await openSignedInForDeposit(page, email);
    const prompt = page.getByTestId('review-prompt-account-review');
    await expect(prompt.getByRole('heading', { name: accountReviewMessages.accountReviewTitle })).toBeVisible();

    await prompt.getByRole('link', { name: accountReviewMessages.transactionHistoryLink }).click();
    await expect(page).toHaveURL(/\/withdraw$/);
    await prompt.getByRole('link', { name: accountReviewMessages.limitsLink }).click();
    await expect(page).toHaveURL(/\/preferences#deposit-limits$/);

    const interval = page.getByRole('combobox', { name: 'Review reminder' });
    await expect(interval).toHaveText('Every 6 months');
    await interval.click();
    await page.getByRole('option', { name: 'Every month' }).click();
    await expect(page.getByText(preferenceMessages.preferencesSaved)).toBeVisible();
    await expect.poll(async () => (await adminDb.doc(corePaths.user(uid)).get()).get('preferences.gamblingReviewReminder.months')).toBe(1);

    await prompt.getByRole('button', { name: accountReviewMessages.dismiss }).click();
    await expect(prompt).toBeHidden();
    // The banner leaves with the local write; the server has it a moment later.
    await expect
      .poll(async () => (await adminDb.collection(accountReviewPaths.prompts(uid)).get()).docs.map((doc) => doc.get('dismissedAt') !== null))
      .toEqual([true]);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Review reminder' })).toHaveText('Every month');
    await expect(prompt).toBeHidden();
  });
}
