import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { writeNotifications, type NotificationSeed } from './support/walletData';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { notificationMessages } from '../../functions/src/shared/notifications/messages';
import { notificationPaths } from '../../functions/src/shared/notifications/firestorePaths';

const nova = { id: 'team-nova', name: 'Team Nova' };
const orbit = { id: 'orbit-five', name: 'Orbit Five' };

/** Newest first, with the text each one shows. */
const TWELVE: Array<NotificationSeed & { text: string }> = [
  { type: 'deposit', variables: { amount: 2_500, gateway: 'paypal' }, text: '$25.00 added to your balance' },
  { type: 'payout', variables: { amount: 1_000 }, text: 'Your withdrawal of $10.00 is on its way' },
  {
    type: 'refund',
    variables: { amount: 1_000, reason: 'PayPal did not complete this payout' },
    text: '$10.00 refunded to your balance (PayPal did not complete this payout)',
  },
  {
    type: 'bonus_credits_added',
    variables: { credits: 2, bonusChestCredits: 2, reason: 'deposit' },
    text: 'You received 2 Bonus Credits in your Bonus Chest for your deposit',
  },
  { type: 'bonus_credit_transfer', variables: { credits: 1, bonusChestCredits: 1 }, text: '1 Bonus Credit unlocked from your Bonus Chest' },
  { type: 'inquiry_completed', variables: { status: 'approved' }, text: 'Your identity has been verified' },
  {
    type: 'battle_bet_placed',
    variables: { slug: 'nova-vs-orbit', amount: 500, odds: 2.1, competitor: { type: 'team', name: 'Team Nova' }, competitors: [nova, orbit] },
    text: 'You bet $5.00 on Team Nova at odds of 2.10 in Team Nova vs Orbit Five',
  },
  {
    type: 'challenge_received',
    variables: { streamId: 'stream-1', challenger: 'viewer_one', amount: 1_500, title: 'Pistols only' },
    text: 'viewer_one sent you a $15.00 challenge “Pistols only”',
  },
  { type: 'stream_live', variables: { streamId: 'stream-1', streamer: 'StreamQueen', title: 'Ranked grind' }, text: 'StreamQueen is live now: Ranked grind' },
  {
    type: 'challenge_completed',
    variables: { streamId: 'stream-1', streamer: 'StreamQueen', title: 'Pistols only' },
    text: 'StreamQueen completed your challenge “Pistols only”',
  },
  {
    type: 'prop_bet_won',
    variables: { streamId: 'stream-1', streamer: 'StreamQueen', amount: 1_800, title: '10+ kills' },
    text: 'You won $18.00 on StreamQueen’s stream “10+ kills”',
  },
  {
    type: 'battle_prize',
    variables: { slug: 'nova-vs-orbit-2', amount: 5_000, competitors: [nova, orbit] },
    text: 'You won a $50.00 prize in Team Nova vs Orbit Five',
  },
];

async function logIn(page: Page, email: string): Promise<void> {
  await logInWithEmail(page, email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toBeVisible();
}

test('twelve notifications: 9+ badge, ten per page with paging, delete, and the visit clears the badge', async ({ page }) => {
  const account = await createAccount();
  const ids = await writeNotifications(account.uid, TWELVE);
  await logIn(page, account.email);

  const badge = page.getByTestId('notification-badge').locator('.MuiBadge-badge');
  await expect(badge).toHaveText('9+');
  await page.getByRole('link', { name: 'Notifications, 12 unread' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(10);
  for (const [index, notification] of TWELVE.slice(0, 10).entries()) {
    await expect(items.nth(index)).toContainText(notification.text);
  }
  await expect(items.first()).toContainText('a minute ago');
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  // The visit's "read up to now" reaches the server after the page shows it (the badge clears at once).
  await expect
    .poll(async () => (await adminDb.doc(corePaths.user(account.uid)).get()).get('lastNotificationRead'))
    .toBeDefined();

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(TWELVE[10]!.text);
  await expect(items.nth(1)).toContainText(TWELVE[11]!.text);
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(items).toHaveCount(10);
  await page.getByRole('button', { name: 'Go to last page' }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(items).toHaveCount(10);

  await items.first().getByRole('button', { name: 'Delete notification' }).click();
  await expect(page.getByText(notificationMessages.notificationDeleted)).toBeVisible();
  await expect(page.getByText('1–10 of 11')).toBeVisible();
  await expect(items.first()).toContainText(TWELVE[1]!.text);
  expect((await adminDb.doc(notificationPaths.notification(account.uid, ids[0]!)).get()).exists).toBe(false);

  await page.reload();
  await expect(items).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
});

test('each notification links to its target; withdrawals, refunds and a denied identity check link nowhere', async ({ page }) => {
  const account = await createAccount();
  await writeNotifications(account.uid, TWELVE);
  await logIn(page, account.email);
  await page.goto('/notifications');

  const link = (text: string) => page.getByRole('link', { name: text });
  const entry = (text: string) => page.getByTestId('notification').filter({ hasText: text });
  await expect(link(TWELVE[0]!.text)).toHaveAttribute('href', '/deposit');
  for (const unlinked of [TWELVE[1]!.text, TWELVE[2]!.text]) {
    await expect(entry(unlinked)).toHaveCount(1);
    await expect(entry(unlinked).getByRole('link')).toHaveCount(0);
  }
  await expect(link(TWELVE[3]!.text)).toHaveAttribute('href', '/deposit');
  await expect(link(TWELVE[4]!.text)).toHaveAttribute('href', '/deposit');
  await expect(link(TWELVE[5]!.text)).toHaveAttribute('href', '/preferences');
  await expect(link(TWELVE[6]!.text)).toHaveAttribute('href', '/battles/nova-vs-orbit');
  await expect(link(TWELVE[7]!.text)).toHaveAttribute('href', '/challenge/stream-1');
  await expect(link(TWELVE[8]!.text)).toHaveAttribute('href', '/challenge/stream-1');

  await link(TWELVE[5]!.text).click();
  await expect(page).toHaveURL(/\/preferences$/);
});

test('support’s notifications say what support did; a denied identity check leads nowhere', async ({ page }) => {
  const account = await createAccount();
  await writeNotifications(account.uid, [
    { type: 'bonus_credits_added', variables: { credits: 3, reason: 'support' } },
    { type: 'inquiry_completed', variables: { status: 'denied', reason: 'under18' } },
  ]);
  await logIn(page, account.email);
  await page.goto('/notifications');
  const items = page.getByTestId('notification');
  await expect(items.nth(0)).toContainText('You received 3 Bonus Credits from Clutchpot support');
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', '/deposit');
  await expect(items.nth(1)).toContainText('Your identity could not be verified');
  await expect(items.nth(1).getByRole('link')).toHaveCount(0);
});

test('unknown types and notifications without a buildable link are left out', async ({ page }) => {
  const account = await createAccount();
  await writeNotifications(account.uid, [
    { type: 'mystery_prize', variables: { amount: 100 } },
    { type: 'battle_bet_won', variables: { amount: 900, battleId: 'no-slug' } },
    { type: 'stream_live', variables: { streamer: 'NoStreamId' } },
    { type: 'deposit', variables: { amount: 4_000 } },
  ]);
  await logIn(page, account.email);
  await page.goto('/notifications');

  await expect(page.getByTestId('notification')).toHaveCount(1);
  await expect(page.getByTestId('notification')).toContainText('$40.00 added to your balance');
  await expect(page.getByRole('navigation', { name: 'Notification pages' })).toHaveCount(0);
});

test('no notifications: "No current notifications"', async ({ page }) => {
  const account = await createAccount();
  await logIn(page, account.email);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByText(notificationMessages.noNotifications)).toBeVisible();
  await expect(page.getByTestId('notification')).toHaveCount(0);
});
