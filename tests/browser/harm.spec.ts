import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { signedInElsewhere } from './support/secondContext';
import { saveShot } from './support/shots';
import { DESKTOP, PHONE } from './support/streams';
import { dayOf } from '../../functions/src/shared/admin/schemas';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { harmPaths } from '../../functions/src/shared/harm/firestorePaths';
import { INDICATORS, type HarmDay, type HarmLevel } from '../../functions/src/shared/harm/indicators';
import { harmMessages } from '../../functions/src/shared/harm/messages';
import { SUPPORT_COLLECTIONS } from '../../functions/src/shared/support/firestorePaths';
import type { AuditEntry } from '../../functions/src/shared/support/types';

const REASON = 'Called the customer: paying for a partner, limits agreed';
const CONTEST = 'I was topping up my partner’s account for them, please look again.';

/** Checks the screen with axe on desktop and on a phone, saving harm-<name>-desktop/phone.png when SHOTS_DIR is set. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await saveShot(page, `harm-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await saveShot(page, `harm-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** A new verified customer with a scripted day of activity today, once the day's trigger has scored it at `level`. */
async function customerAt(level: HarmLevel, counters: Omit<HarmDay, 'day'>) {
  const player = await createAccount({ username: `harm_${randomUUID().slice(0, 6)}` });
  await adminDb.doc(corePaths.user(player.uid)).update({ isVerified: true, 'features.betting': true });
  const today = dayOf(Date.now());
  await adminDb.doc(harmPaths.day(player.uid, today)).set({ day: today, ...counters });
  await expect.poll(async () => (await adminDb.doc(harmPaths.harm(player.uid)).get()).get('level'), { timeout: 20_000 }).toBe(level);
  return player;
}

test('a customer at low sees a safer-gambling message with the reason, not a pause, and can close it', async ({ page }) => {
  // Two deposits refused by a limit today: low on that indicator alone.
  const player = await customerAt('low', { declinedDeposits: INDICATORS.declinedDeposits.thresholds.low });

  await logInWithEmail(page, player.email, PASSWORD);
  const notice = page.getByTestId('harm-notice');
  await expect(notice.getByRole('heading', { level: 2, name: 'Keep gambling fun' })).toBeVisible();
  await expect(notice).toContainText(INDICATORS.declinedDeposits.customerWording);
  await expect(notice).toContainText('Take breaks, and only play with money you can afford to lose.');
  await expect(notice.getByRole('link', { name: 'Safer gambling tools' })).toHaveAttribute('href', '/responsible-gaming');
  await expect(page.getByTestId('harm-hold-notice')).toHaveCount(0);
  await snapBoth(page, 'low');

  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('a customer at medium is prompted to set or lower a limit, and the case is on the support desk without a pause', async ({ page, browser }, testInfo) => {
  // Three deposits refused by a limit today: medium on that indicator alone.
  const player = await customerAt('medium', { declinedDeposits: INDICATORS.declinedDeposits.thresholds.medium });
  expect((await adminDb.doc(corePaths.user(player.uid)).get()).get('harm')).toBeUndefined();

  await logInWithEmail(page, player.email, PASSWORD);
  const notice = page.getByTestId('harm-notice');
  await expect(notice.getByRole('heading', { level: 2, name: 'Time to check your limits?' })).toBeVisible();
  await expect(notice).toContainText(INDICATORS.declinedDeposits.customerWording);
  await expect(notice).toContainText('Setting or lowering a deposit limit helps you stay in control.');
  await expect(page.getByTestId('harm-hold-notice')).toHaveCount(0);
  await snapBoth(page, 'medium');
  await notice.getByRole('link', { name: 'Set a limit in Manage My Gambling' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Gambling' })).toBeVisible();

  const admin = await createAccount({ roles: ['superAdmin'] });
  const desk = await signedInElsewhere(browser, testInfo, admin.email);
  await desk.page.goto('/admin/harm');
  const card = desk.page.getByRole('region', { name: `Case of ${player.username}` });
  await expect(card).toContainText('Level: medium');
  await expect(card).toContainText('No pause');
  const indicators = card.getByRole('table', { name: `Indicators of ${player.username}` });
  await expect(indicators).toContainText(INDICATORS.declinedDeposits.label);
  await expect(indicators.getByRole('row')).toHaveCount(2);
  await expect(card.getByRole('button', { name: 'Lift pause' })).toHaveCount(0);
  await snapBoth(desk.page, 'medium-desk');
  await desk.context.close();
});

test('a paused customer sees why and asks us to look again; a Super Admin lifts the pause from the desk', async ({ page, browser }, testInfo) => {
  const player = await createAccount({ username: `harm_${randomUUID().slice(0, 6)}` });
  await adminDb.doc(corePaths.user(player.uid)).update({ isVerified: true, 'features.betting': true });
  // A scripted strong history: five deposits refused by a limit today. The day's trigger pauses the customer.
  const today = dayOf(Date.now());
  await adminDb.doc(harmPaths.day(player.uid, today)).set({ day: today, declinedDeposits: 5 });
  await expect.poll(async () => (await adminDb.doc(corePaths.user(player.uid)).get()).get('harm.held'), { timeout: 20_000 }).toBe(true);

  await logInWithEmail(page, player.email, PASSWORD);
  const notice = page.getByTestId('harm-hold-notice');
  await expect(notice).toContainText('Deposits and betting are paused on your account');
  await expect(notice).toContainText(INDICATORS.declinedDeposits.customerWording);
  await expect(notice).toContainText('You can still withdraw your balance.');
  await snapBoth(page, 'paused');

  await notice.getByRole('button', { name: 'Ask us to look again' }).click();
  const contest = page.getByRole('dialog', { name: 'Ask us to look again' });
  await contest.getByRole('button', { name: 'Send' }).click();
  await expect(contest).toContainText(harmMessages.contestTooShort);
  await contest.getByRole('textbox', { name: 'Why should we look again?' }).fill(CONTEST);
  await snapBoth(page, 'contest');
  await contest.getByRole('button', { name: 'Send' }).click();
  await expect(contest).toBeHidden();
  await expect(page.getByTestId('harm-contested')).toContainText('You asked us to look again on');
  await expect(notice.getByRole('button', { name: 'Ask us to look again' })).toHaveCount(0);

  const admin = await createAccount({ roles: ['superAdmin'] });
  const desk = await signedInElsewhere(browser, testInfo, admin.email);
  await desk.page.goto('/admin/harm');
  await expect(desk.page.getByRole('heading', { level: 1, name: 'Customer interaction' })).toBeVisible();
  await expect(desk.page.getByRole('tab', { name: 'Customer interaction', selected: true })).toBeVisible();
  const card = desk.page.getByRole('region', { name: `Case of ${player.username}` });
  await expect(card).toContainText('Paused, contested by the customer');
  await expect(card).toContainText(CONTEST);
  await expect(card.getByRole('table', { name: `Indicators of ${player.username}` })).toContainText(INDICATORS.declinedDeposits.label);
  await snapBoth(desk.page, 'desk');

  await card.getByRole('button', { name: 'Lift pause' }).click();
  const decide = desk.page.getByRole('dialog', { name: `Lift the pause for ${player.username}` });
  await decide.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await snapBoth(desk.page, 'lift-dialog');
  await decide.getByRole('button', { name: 'Lift pause' }).click();
  await expect(decide).toBeHidden();
  await expect(card).toContainText('Lifted');
  await expect(card.getByRole('button', { name: 'Lift pause' })).toHaveCount(0);
  await expect(desk.page.getByTestId('harm-evaluation')).toContainText('pause: ');

  // The customer's page follows live: the pause is gone, a prompt to set a limit shows instead.
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('harm-notice')).toContainText('Time to check your limits?');
  await snapBoth(page, 'lifted');

  const audit = await adminDb.collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', player.uid).get();
  expect(audit.docs.map((doc) => doc.data() as AuditEntry<Timestamp>)).toEqual([
    expect.objectContaining({ action: 'reviewHarmCase', reason: REASON, before: expect.objectContaining({ harmHold: true }), after: expect.objectContaining({ harmHold: false }) }),
  ]);
  await desk.context.close();
});
