import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { defaultPreferences } from '../../functions/src/shared/preferences/preferences';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { setFlags } from './support/wallet';
import type { SurveyDoc } from '../../functions/src/shared/surveys/types';
import type { UserDoc } from '../../functions/src/shared/users/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { surveyPaths } from '../../functions/src/shared/surveys/firestorePaths';
import { surveyMessages } from '../../functions/src/shared/surveys/messages';
import { expectNoSidewaysScroll } from './support/layout';

const DAY_MS = 24 * 60 * 60 * 1000;
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
const WELCOME = 'Welcome to Clutchpot — how will you play?';
const QUESTION = 'How likely are you to recommend Clutchpot to a friend?';

/**
 * An account with preferences already stored (so sign-in does not detour to /preferences), new or not, and
 * optionally with a survey answered `lastSurveyDaysAgo` days ago.
 */
async function player(options: { isNew: boolean; lastSurveyDaysAgo?: number }) {
  const account = await createAccount();
  const update: Record<string, unknown> = { isNew: options.isNew, preferences: defaultPreferences() };
  if (options.lastSurveyDaysAgo !== undefined) {
    update.lastSurvey = Timestamp.fromMillis(Date.now() - options.lastSurveyDaysAgo * DAY_MS);
  }
  await adminDb.doc(corePaths.user(account.uid)).update(update);
  return account;
}

async function stored(uid: string): Promise<UserDoc<Timestamp>> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc<Timestamp>;
}

async function surveys(uid: string): Promise<Array<SurveyDoc<Timestamp>>> {
  return (await adminDb.collection(surveyPaths.surveys(uid)).get()).docs.map((doc) => doc.data() as SurveyDoc<Timestamp>);
}

const onboarding = (page: Page) => page.getByRole('region', { name: WELCOME });
const surveyDialog = (page: Page) => page.getByRole('dialog', { name: 'Help us improve Clutchpot' });

/** Signs in and waits for the member home with the account document loaded (the username heading). */
async function logInHome(page: Page, account: { email: string; username: string }): Promise<void> {
  await logInWithEmail(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
}

/** On a phone-sized viewport the page must not scroll sideways. */
async function expectNoSidewaysScrollOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(MOBILE);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);
}

/** Saves onboarding-<name>-{desktop,mobile}.png into SHOTS_DIR when it is set, for reviewing the screens by eye. */
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const [label, size] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
    await page.setViewportSize(size);
    await saveShot(page, `onboarding-${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

test.beforeEach(async () => {
  await setFlags({ betting: false });
});

test('a new user chooses Streamer: /settings and its tour, isNew cleared, and the onboarding does not come back', async ({ page }) => {
  const account = await player({ isNew: true });
  await logInHome(page, account);
  const card = onboarding(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Streamer' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Challenger' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Bettor / Challenger' })).toHaveCount(0);
  await expect(surveyDialog(page)).toHaveCount(0);
  await expectNoSidewaysScrollOnPhone(page);
  await snap(page, 'card');

  await card.getByRole('button', { name: 'Streamer' }).click();
  // Settings opens on Stream Setup with the streamer's tour (streams-tour.spec.ts).
  await expect(page).toHaveURL(/\/settings\?tab=stream$/);
  await expect(page.getByRole('dialog', { name: 'Choose your platform' })).toBeVisible();
  await expect.poll(async () => (await stored(account.uid)).isNew).toBe(false);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your balance' })).toBeVisible();
  await expect(onboarding(page)).toHaveCount(0);
});

test('with betting off, Challenger goes to /deposit', async ({ page }) => {
  const account = await player({ isNew: true });
  await logInHome(page, account);
  await onboarding(page).getByRole('button', { name: 'Challenger' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect.poll(async () => (await stored(account.uid)).isNew).toBe(false);
});

test('with betting on, the option reads Bettor / Challenger and goes to /identity', async ({ page }) => {
  await setFlags({ betting: true });
  const account = await player({ isNew: true });
  await logInHome(page, account);
  const card = onboarding(page);
  await expect(card.getByRole('button', { name: 'Challenger', exact: true })).toHaveCount(0);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await card.getByRole('button', { name: 'Bettor / Challenger' }).click();
  await expect.poll(() => visited).toContain('/identity');
  await expect.poll(async () => (await stored(account.uid)).isNew).toBe(false);
});

test('Skip for now clears isNew and hides the onboarding on the spot', async ({ page }) => {
  const account = await player({ isNew: true });
  await logInHome(page, account);
  await onboarding(page).getByRole('button', { name: 'Skip for now' }).click();
  await expect(onboarding(page)).toHaveCount(0);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(async () => (await stored(account.uid)).isNew).toBe(false);
});

test('a user last asked 61 days ago must answer the survey; the answer is stored and it goes away', async ({ page }) => {
  const account = await player({ isNew: false, lastSurveyDaysAgo: 61 });
  const before = (await stored(account.uid)).lastSurvey?.toMillis() ?? 0;
  // The modal hides the page behind it from assistive technology, so wait for the dialog, not the home heading.
  await logInWithEmail(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const dialog = surveyDialog(page);
  await expect(dialog).toBeVisible();
  const scale = dialog.getByRole('group', { name: QUESTION });
  await expect(scale.getByRole('radio')).toHaveCount(11);

  // No way out but answering: Escape and a click on the backdrop leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(surveyMessages.surveyScoreRequired)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await surveys(account.uid)).toEqual([]);

  const comment = dialog.getByRole('textbox', { name: 'What could we do better?' });
  await comment.fill('x'.repeat(501));
  await expect(dialog.getByText('501/500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(surveyMessages.surveyCommentTooLong)).toBeVisible();
  await snap(page, 'survey-errors');

  await scale.getByRole('radio', { name: '9', exact: true }).check();
  await expect(dialog.getByText(surveyMessages.surveyScoreRequired)).toHaveCount(0);
  await comment.fill('More streamers from Europe, please');
  await expectNoSidewaysScrollOnPhone(page);
  await snap(page, 'survey');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // The first call of a function in the emulator loads it, which can take a while on a busy machine.
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(surveyMessages.surveyThanks)).toBeVisible();
  const answers = await surveys(account.uid);
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatchObject({ score: 9, comment: 'More streamers from Europe, please' });
  const after = (await stored(account.uid)).lastSurvey?.toMillis() ?? 0;
  expect(after).toBeGreaterThan(before + 60 * DAY_MS);
  expect(after).toBe(answers[0]?.createdAt.toMillis());

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  await expect(surveyDialog(page)).toHaveCount(0);
});

test('a user who answered 10 days ago is not asked', async ({ page }) => {
  const account = await player({ isNew: false, lastSurveyDaysAgo: 10 });
  await logInHome(page, account);
  await expect(page.getByRole('heading', { name: 'Your balance' })).toBeVisible();
  await expect(surveyDialog(page)).toHaveCount(0);
  await expect(onboarding(page)).toHaveCount(0);
});
