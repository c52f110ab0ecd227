import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { betThroughCallable, openPlayerBattle } from './support/battles';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { signedInElsewhere } from './support/secondContext';
import { saveShot } from './support/shots';
import { createDepositor, setFlags } from './support/wallet';
import { depositWithPaypal } from './support/walletData';
import { DESKTOP, PHONE } from './support/streams';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { addMonths } from '../../functions/src/shared/core/dates';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { refundToasts, supportMessages } from '../../functions/src/shared/support/messages';
import { SUPPORT_COLLECTIONS } from '../../functions/src/shared/support/firestorePaths';
import type { AuditEntry } from '../../functions/src/shared/support/types';
import type { UserDoc } from '../../functions/src/shared/users/types';

const REASON = 'Customer asked by email on 2 May, ticket 4411';

/** Saves support-<name>.png into SHOTS_DIR when it is set. */
const snap = (page: Page, name: string, fullPage = false) => saveShot(page, `support-${name}`, { fullPage });

/** A customer with a username of their own, so a search finds them alone. */
async function customer(fields: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 6);
  const account = await createAccount({ username: `desk_${tag}` });
  if (Object.keys(fields).length > 0) await adminDb.doc(corePaths.user(account.uid)).update(fields);
  return account;
}

/** A verified customer eligible to bet. */
const bettor = () => customer({ isVerified: true, 'features.betting': true });

async function openDesk(page: Page): Promise<{ email: string }> {
  const admin = await createAccount({ roles: ['superAdmin'] });
  await openSignedIn(page, admin.email, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  return admin;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Users' });
const panel = (page: Page) => page.getByTestId('user-detail');

/** Searches the desk for `query` and opens the user named `username` from the results. */
async function selectUser(page: Page, query: string, username: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(query);
  await expect(page.getByRole('heading', { name: `Search results for “${query}”` })).toBeVisible();
  // The first search of a run waits on findUsers' cold worker (the rows show as loading until it answers).
  await expect(grid(page).getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await grid(page).getByRole('gridcell', { name: username, exact: true }).click();
  await expect(panel(page).getByRole('heading', { level: 2, name: username })).toBeVisible();
}

function actionDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

async function auditEntriesFor(uid: string) {
  const snap = await adminDb.collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', uid).get();
  return snap.docs.map((doc) => doc.data() as AuditEntry<Timestamp>);
}

async function userDoc(uid: string): Promise<UserDoc> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data() as UserDoc;
}

test.beforeEach(async () => {
  await setFlags({ betting: true });
});

test('a Super Admin finds a user, withdraws betting eligibility with a reason, and the user’s session bar disappears live', async ({ page, browser }, testInfo) => {
  const player = await bettor();
  const elsewhere = await signedInElsewhere(browser, testInfo, player.email);
  const sessionBar = elsewhere.page.getByRole('region', { name: 'Your session' });
  await expect(sessionBar).toBeVisible();

  const admin = await openDesk(page);
  // Before a search: the newest accounts, and a hint to select one.
  await expect(page.getByRole('heading', { name: 'Newest accounts' })).toBeVisible();
  await expect(grid(page)).toContainText(player.username);
  await expect(page.getByTestId('desk-hint')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a user' }).fill('d');
  await expect(page.getByText(supportMessages.searchTooShort)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a user' }).fill('nobody-by-this-name');
  await expect(grid(page).getByText('No users match “nobody-by-this-name”')).toBeVisible();

  await selectUser(page, player.username.toUpperCase(), player.username);
  const details = panel(page);
  await expect(details.getByTestId('desk-identity')).toContainText('Verified');
  await expect(details.getByTestId('desk-betting')).toHaveText('Eligible');
  await expect(details.getByTestId('desk-exclusion')).toHaveText('No');
  await expect(details.getByTestId('desk-deposits')).toHaveText('Open');
  await expect(details.getByTestId('desk-self-exclusion')).toHaveText('None');
  await expect(details.getByTestId('limit-daily')).toContainText('$1,000.00');
  await expect(details.getByTestId('desk-balance')).toHaveText('$0.00');
  // Only the actions that apply are enabled; the others say why not.
  await expect(details.getByRole('button', { name: 'Restore betting eligibility' })).toBeDisabled();
  await expect(details.getByText('Already eligible to bet.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Lift ended self-exclusion' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Allow a new identity check' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Clear exclusion' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Exclude from gambling' })).toBeEnabled();
  await snap(page, 'desk-user-selected', true);

  await details.getByRole('button', { name: 'Withdraw betting eligibility' }).click();
  const dialog = actionDialog(page, 'Withdraw betting eligibility');
  const confirm = dialog.getByRole('button', { name: 'Withdraw eligibility' });
  await confirm.click();
  await expect(dialog.getByText(supportMessages.reasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('   too short   ');
  await expect(dialog.getByText(supportMessages.reasonTooShort)).toBeVisible();
  expect((await userDoc(player.uid)).features.betting).toBe(true);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await snap(page, 'action-dialog');
  await confirm.click();

  await expect(page.getByText(`Betting eligibility withdrawn from ${player.username}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(details.getByTestId('desk-betting')).toHaveText('Not eligible');
  await expect(details.getByRole('button', { name: 'Restore betting eligibility' })).toBeEnabled();
  await expect(details.getByTestId('audit-trail')).toContainText(`By ${admin.email}: “${REASON}”`);
  await expect(details.getByTestId('audit-trail')).toContainText('Betting eligibility: Yes → No');

  // The customer's own screen follows at once.
  await expect(sessionBar).toHaveCount(0);
  expect((await userDoc(player.uid)).features.betting).toBe(false);
  const audit = await auditEntriesFor(player.uid);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    action: 'setBettingEligibility',
    actor: { email: admin.email },
    before: { betting: true },
    after: { betting: false },
    reason: REASON,
  });

  // Restoring it brings the bar back, live.
  await details.getByRole('button', { name: 'Restore betting eligibility' }).click();
  const restore = actionDialog(page, 'Restore betting eligibility');
  await restore.getByRole('textbox', { name: 'Reason' }).fill('Checked with compliance: eligible again');
  await restore.getByRole('button', { name: 'Restore eligibility' }).click();
  await expect(page.getByText(`Betting eligibility restored for ${player.username}`)).toBeVisible();
  await expect(sessionBar).toBeVisible();
  await elsewhere.context.close();
});

test('a granted Bonus Credit appears in the user’s header live, with a notification from support', async ({ page, browser }, testInfo) => {
  const player = await customer();
  const elsewhere = await signedInElsewhere(browser, testInfo, player.email);
  const credits = elsewhere.page.getByTestId('bonus-credits');
  await expect(credits).toHaveText('0');

  await openDesk(page);
  await selectUser(page, player.email, player.username);
  await panel(page).getByRole('button', { name: 'Grant Bonus Credits' }).click();
  const dialog = actionDialog(page, 'Grant Bonus Credits');
  const amount = dialog.getByRole('spinbutton', { name: 'Bonus Credits' });
  await amount.fill('101');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill for the outage on 2 May');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  await expect(dialog.getByText(supportMessages.bonusCreditsRange)).toBeVisible();
  await amount.fill('2');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();

  await expect(page.getByText(`2 Bonus Credits granted to ${player.username}`)).toBeVisible();
  await expect(panel(page).getByTestId('desk-credits')).toHaveText('2');
  await expect(credits).toHaveText('2');
  await elsewhere.page.goto('/notifications');
  await expect(elsewhere.page.getByTestId('notification').first()).toContainText('You received 2 Bonus Credits from Clutchpot support');
  await elsewhere.context.close();
});

test('an ended self-exclusion is lifted from the desk; the customer can deposit again', async ({ page }) => {
  const now = Date.now();
  const endDate = addMonths(now, -1);
  const player = await customer({
    isVerified: true,
    'preferences.gamblingSelfExclude': { enabled: true, startDate: addMonths(endDate, -6), endDate },
  });
  await openDesk(page);
  await selectUser(page, player.username, player.username);
  const details = panel(page);
  await expect(details.getByTestId('desk-self-exclusion')).toContainText('waiting for support to lift it');
  await expect(details.getByTestId('desk-deposits')).toHaveText('Your self-exclusion has ended. Please contact support to gamble again.');

  await details.getByRole('button', { name: 'Lift ended self-exclusion' }).click();
  const dialog = actionDialog(page, 'Lift the ended self-exclusion');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer called after the end date; checks done');
  await dialog.getByRole('button', { name: 'Lift self-exclusion' }).click();
  await expect(page.getByText(`Self-exclusion lifted for ${player.username}`)).toBeVisible();
  await expect(details.getByTestId('desk-self-exclusion')).toContainText('Lifted (ended');
  await expect(details.getByTestId('desk-deposits')).toHaveText('Open');
  await expect(details.getByRole('button', { name: 'Lift ended self-exclusion' })).toBeDisabled();
  expect((await userDoc(player.uid)).preferences?.gamblingSelfExclude?.enabled).toBe(false);
});

test('the support exclusion, a balance adjustment and roles: each applied once, refusals shown as they come', async ({ page }) => {
  const player = await bettor();
  await openDesk(page);
  await selectUser(page, player.username, player.username);
  const details = panel(page);

  await details.getByRole('button', { name: 'Exclude from gambling' }).click();
  let dialog = actionDialog(page, 'Exclude from gambling');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Problem gambling reported by a relative');
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await expect(page.getByText(`${player.username} is excluded from gambling`)).toBeVisible();
  await expect(details.getByTestId('desk-exclusion')).toHaveText('Yes');
  await expect(details.getByRole('button', { name: 'Exclude from gambling' })).toBeDisabled();
  await expect(grid(page).getByRole('gridcell', { name: 'Yes' })).toBeVisible();

  // The server refuses what no longer applies: another admin cleared the exclusion meanwhile.
  await details.getByRole('button', { name: 'Clear exclusion' }).click();
  dialog = actionDialog(page, 'Clear the support exclusion');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Reviewed: exclusion was set by mistake');
  await adminDb.doc(corePaths.user(player.uid)).update({ exclusion: 'No' });
  await dialog.getByRole('button', { name: 'Clear exclusion' }).click();
  await expect(page.getByText(supportMessages.noChange)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await details.getByRole('button', { name: 'Adjust balance' }).click();
  dialog = actionDialog(page, 'Adjust the cash balance');
  const amount = dialog.getByRole('spinbutton', { name: /^Amount/ });
  await amount.fill('-5');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Refund of a duplicated fee, ticket 77');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog.getByText(supportMessages.adjustmentBelowZero)).toBeVisible();
  await amount.fill('12.5');
  await expect(dialog.getByText('Balance: $0.00 → $12.50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByText(`Balance of ${player.username} adjusted by +$12.50`)).toBeVisible();
  await expect(details.getByTestId('desk-balance')).toHaveText('$12.50');
  expect((await userDoc(player.uid)).account.balance).toBe(1_250);
  expect((await auditEntriesFor(player.uid)).map((entry) => entry.action).sort()).toEqual(['adjustUserBalance', 'setUserExclusion']);

  // Roles are edited from the panel, as before.
  await details.getByRole('button', { name: 'Edit roles' }).click();
  const roles = page.getByRole('dialog', { name: 'Edit roles' });
  await roles.getByRole('checkbox', { name: 'Streamer' }).check();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles.getByText(supportMessages.reasonRequired)).toBeVisible();
  await roles.getByRole('textbox', { name: 'Reason' }).fill('Onboarded as a partner streamer, ticket 81');
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Roles updated')).toBeVisible();
  await expect(details.getByText('Streamer', { exact: true })).toBeVisible();
  expect((await userDoc(player.uid)).roles).toContain('streamer');
  expect((await auditEntriesFor(player.uid)).map((entry) => entry.action).sort()).toEqual(['adjustUserBalance', 'setUserExclusion', 'updateUser']);
});

test('a Super Admin cannot act on their own account from the desk, and sees its money by month', async ({ page }) => {
  const admin = await openDesk(page);
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(admin.email);
  // The first search of a run waits on findUsers' cold worker (the rows show as loading until it answers).
  await expect(grid(page).getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await grid(page).getByRole('gridcell', { name: admin.email }).click();
  const details = panel(page);
  await expect(details.getByText(supportMessages.ownAccount)).toBeVisible();
  for (const name of ['Grant Bonus Credits', 'Adjust balance', 'Exclude from gambling']) {
    await expect(details.getByRole('button', { name })).toBeDisabled();
  }
  // The user's last 12 months (getMonthlyHistory by user id; its functions worker may start cold).
  const months = details.getByRole('table', { name: 'Money by month' });
  await expect(months.getByRole('row')).toHaveCount(13, { timeout: 30_000 });
  await expect(months.getByRole('row').nth(1)).toContainText('$0.00');
});

test('the desk shows a user’s activity by product and their orders, a page at a time', async ({ page }) => {
  // Thirteen deposits, each through addBalance as the customer's own checkout would.
  test.setTimeout(240_000);
  const depositor = await createDepositor();
  await depositWithPaypal(depositor, 4_250);
  const quiet = await customer();
  await openDesk(page);

  await selectUser(page, depositor.username, depositor.username);
  const activity = panel(page).getByRole('table', { name: 'Activity by product' });
  await expect(activity.getByTestId('activity-deposits')).toHaveText(['Deposits1$42.50$0.00$0.00$0.00$42.50']);
  await expect(activity.getByTestId('activity-battleBets')).toContainText('Battle bets0');
  const orders = panel(page).getByRole('table', { name: 'Orders' });
  await expect(orders.getByTestId('order-row')).toHaveCount(1);
  await expect(orders.getByTestId('order-row')).toContainText('Deposit');
  await expect(orders.getByTestId('order-row')).toContainText('$42.50');
  await expect(panel(page).getByText('1–1 of 1')).toBeVisible();
  await snap(page, 'activity-desktop', true);
  await page.setViewportSize(PHONE);
  await snap(page, 'activity-phone', true);
  await page.setViewportSize(DESKTOP);

  await selectUser(page, quiet.username, quiet.username);
  await expect(panel(page).getByTestId('activity-empty')).toHaveText('No activity yet.');
  await expect(panel(page).getByTestId('orders-empty')).toHaveText('No orders yet.');

  // Twelve orders: ten on the first page, two on the next.
  const regular = await createDepositor();
  for (let index = 0; index < 12; index += 1) await depositWithPaypal(regular, 500 + index);
  await selectUser(page, regular.username, regular.username);
  const regularOrders = panel(page).getByRole('table', { name: 'Orders' });
  await expect(regularOrders.getByTestId('order-row')).toHaveCount(10);
  await expect(regularOrders.getByTestId('order-row').first()).toContainText('$5.11');
  await expect(panel(page).getByText('1–10 of 12')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Go to next page' }).click();
  await expect(regularOrders.getByTestId('order-row')).toHaveCount(2);
  await expect(regularOrders.getByTestId('order-row').last()).toContainText('$5.00');
  await expect(panel(page).getByText('11–12 of 12')).toBeVisible();
});

test('an admin refunds an open battle bet from the desk’s orders list: the stake goes back as paid and the row says Refunded', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const battle = await openPlayerBattle(`desk-refund-${tag}`, [`red_${tag}`, `blue_${tag}`]);
  const bet = await betThroughCallable(battle.id, battle.competitors[0]!.id, 2_500);
  expect((await userDoc(bet.uid)).account.balance).toBe(7_500);
  await openDesk(page);
  await selectUser(page, bet.username, bet.username);

  const orders = panel(page).getByRole('table', { name: 'Orders' });
  const stake = orders.getByTestId('order-row').filter({ hasText: 'Bet Placed' });
  await expect(stake).toHaveCount(1, { timeout: 30_000 });
  await expect(stake).toContainText(`red_${tag}`);
  await stake.getByRole('button', { name: 'Refund' }).click();
  const dialog = actionDialog(page, 'Refund this bet?');
  await expect(dialog).toContainText(`${bet.username} gets back $25.00 and 0 credits, as paid.`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await snap(page, 'orders-refund-dialog-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'orders-refund-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(refundToasts.refunded(bet.username, 2_500, 0))).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // The list reloads: the stake says Refunded where its Refund was, and the refund is the newest order (after the
  // opening $100.00 and the stake).
  await expect(stake.getByTestId('order-refunded')).toHaveText('Refunded');
  await expect(orders.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(orders.getByTestId('order-row')).toHaveCount(3);
  await expect(orders.getByTestId('order-row').first()).toContainText('Refund');
  await expect(orders.getByTestId('order-row').first()).toContainText('$25.00');
  expect((await userDoc(bet.uid)).account.balance).toBe(10_000);
  expect((await adminDb.doc(battlePaths.bet(battle.id, bet.betId)).get()).get('status')).toBe('refunded');
  await snap(page, 'orders-refunded-desktop', true);
  await page.setViewportSize(PHONE);
  await snap(page, 'orders-refunded-phone', true);
});
