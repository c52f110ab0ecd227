import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { battleBettor, betThroughCallable, openPlayerBattle, settleBetOnWinner } from './support/battles';
import { loseFirstAnswer } from './support/lostAnswer';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import { DESKTOP, PHONE } from './support/streams';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { battleMessages, formatBattleMessage } from '../../functions/src/shared/battles/messages';
import type { Timestamp } from 'firebase-admin/firestore';
import type { BattleDoc } from '../../functions/src/shared/battles/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { gamblingMessages } from '../../functions/src/shared/gambling/messages';
import { BATTLE_LIMIT_LABELS, formatWagerMessage } from '../../functions/src/shared/wagers/messages';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { expectNoSidewaysScroll } from './support/layout';

/** A scheduled player battle between two streamers, as saveBattle writes it, open for betting. */
async function openBattle(): Promise<{ id: string; challenger: string; opponent: string; doc: BattleDoc<Timestamp> }> {
  const battle = await openPlayerBattle('nova-strike-vs-blaze-runner-demo01', ['nova_strike', 'blaze_runner']);
  return { id: battle.id, challenger: battle.competitors[0]!.id, opponent: battle.competitors[1]!.id, doc: battle };
}

test.beforeEach(async () => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
});

test('a verified bettor bets through the drawer and confirmation, and sees balance, chest and own total change live', async ({ page }) => {
  const battle = await openBattle();
  const account = await battleBettor();
  await openSignedIn(page, account.email, '/battles');
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  const row = page.getByTestId(`battle-${battle.id}`);
  await expect(row).toContainText('Valorant · Competitive');
  await expect(row).toContainText('Best of 3');
  await expect(row.getByTestId('chest-percent')).toHaveText('0%');
  await saveShot(page, 'battles-desktop');

  await row.getByRole('button', { name: 'Bet on nova_strike' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('heading', { name: 'Bet' })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Amount' }).fill('50');
  await expect(drawer.getByText('Payout if it wins')).toBeVisible();
  await saveShot(page, 'battle-bet-drawer');
  await drawer.getByRole('button', { name: 'Place bet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your bet' });
  await expect(confirm).toContainText('nova_strike');
  await saveShot(page, 'battle-bet-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText(formatBattleMessage.betPlaced(5_000))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$50.00');
  await expect(row.getByTestId('chest-percent')).toHaveText('20%');
  await expect(row.getByTestId(`competitor-${battle.challenger}`).getByTestId('own-total')).toHaveText('$50.00 bet');
  // The money moved the price: the backed side shortened.
  await expect(row.getByTestId(`competitor-${battle.challenger}`).getByTestId('odds')).not.toHaveText('1.90');
  await saveShot(page, 'battles-after-bet-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByTestId('chest-percent')).toHaveText('20%');
  await saveShot(page, 'battles-phone');
  await page.goto(`/battles/${battle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'nova_strike vs blaze_runner' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your bets' })).toContainText('$50.00');
  await saveShot(page, 'battle-page-phone', { fullPage: true });
});

test("the drawer's limits are the server's: the user's own bet and battle limits, what is left after a bet, and an exclusion", async ({ page }) => {
  const battle = await openBattle();
  const account = await battleBettor();
  await adminDb.doc(corePaths.user(account.uid)).update({ 'preferences.gamblingBetLimits': { bet: 2_000, match: 3_000, updatedAt: null } });
  await openSignedIn(page, account.email, `/battles/${battle.id}`);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await page.getByRole('button', { name: 'Bet on nova_strike' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  const limits = drawer.getByTestId('bet-limits');
  await expect(limits).toContainText('Bet limit remaining$20.00');
  await expect(limits).toContainText('Battle limit remaining$30.00');
  const amount = drawer.getByRole('textbox', { name: 'Amount' });
  await amount.fill('25');
  await expect(drawer.getByText(formatWagerMessage.limitExceeded(BATTLE_LIMIT_LABELS.bet, 500))).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await saveShot(page, 'battle-bet-drawer-limit-desktop');
  await page.setViewportSize(PHONE);
  await saveShot(page, 'battle-bet-drawer-limit-phone');
  await page.setViewportSize(DESKTOP);

  await amount.fill('20');
  await drawer.getByRole('button', { name: 'Place bet' }).click();
  await page.getByRole('dialog', { name: 'Confirm your bet' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(formatBattleMessage.betPlaced(2_000))).toBeVisible();
  await page.getByRole('button', { name: 'Bet on nova_strike' }).click();
  await expect(limits).toContainText('Battle limit remaining$10.00');
  await amount.fill('15');
  await expect(drawer.getByText(formatWagerMessage.limitExceeded(BATTLE_LIMIT_LABELS.match, 500))).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The operator excludes the user: the drawer says so (checkExclusion) and will not take a bet.
  await adminDb.doc(corePaths.user(account.uid)).update({ exclusion: 'Yes' });
  await page.reload();
  await page.getByRole('button', { name: 'Bet on nova_strike' }).click();
  await expect(drawer.getByTestId('bet-blocked')).toHaveText(gamblingMessages.gamblingExcluded);
  await amount.fill('5');
  await expect(drawer.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await saveShot(page, 'battle-bet-drawer-excluded-desktop');
  await page.setViewportSize(PHONE);
  await saveShot(page, 'battle-bet-drawer-excluded-phone');
});

test('the odds change while the drawer is open and the alert shows', async ({ page }) => {
  const battle = await openBattle();
  const account = await battleBettor();
  await openSignedIn(page, account.email, `/battles/${battle.id}`);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await expect(page.getByRole('heading', { level: 1, name: 'nova_strike vs blaze_runner' })).toBeVisible();
  await page.getByRole('button', { name: 'Bet on blaze_runner' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByTestId('drawer-odds')).toHaveText('1.90');
  await expect(drawer.getByTestId('odds-changed')).toHaveCount(0);

  await adminDb.doc(battlePaths.battle(battle.id)).update({ [`odds.competitors.${battle.opponent}.value`]: 2.1 });
  const alert = drawer.getByTestId('odds-changed');
  await expect(alert).toContainText(battleMessages.oddsChangedTitle);
  await expect(alert).toContainText(battleMessages.oddsChanged);
  await expect(drawer.getByTestId('drawer-odds')).toHaveText('2.10');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(drawer.getByTestId('odds-changed')).toHaveCount(0);
});

test('a lost answer: pressing Confirm again places the bet once and takes one stake', async ({ page }) => {
  const battle = await openBattle();
  const account = await battleBettor();
  // The first request reaches the server and is applied; its answer never reaches the browser.
  const sent = await loseFirstAnswer(page, 'createBattleBet');
  await openSignedIn(page, account.email, '/battles');
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await page.getByTestId(`battle-${battle.id}`).getByRole('button', { name: 'Bet on nova_strike' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await drawer.getByRole('textbox', { name: 'Amount' }).fill('20');
  await drawer.getByRole('button', { name: 'Place bet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your bet' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(battleMessages.betUnconfirmed)).toBeVisible();
  await expect(confirm).toBeVisible();

  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(formatBattleMessage.betPlaced(2_000))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$80.00');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  const bets = await adminDb.collection(battlePaths.bets(battle.id)).where('user.id', '==', account.uid).get();
  expect(bets.docs.map((doc) => doc.get('amount'))).toEqual([2_000]);
  const stored = (await adminDb.doc(corePaths.user(account.uid)).get()).get('account') as { balance: number; wagers: { count: number } };
  expect(stored).toMatchObject({ balance: 8_000, wagers: { count: 1 } });
});

test('a missing battle goes to the home page, and a visitor pressing Bet goes to sign-up', async ({ page }) => {
  await page.goto('/battles/no-such-battle');
  await expect(page).toHaveURL(/\/$/);
  const battle = await openBattle();
  await page.goto('/battles');
  await page.getByTestId(`battle-${battle.id}`).getByRole('button', { name: 'Bet on nova_strike' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('settled bets are public on the battle page, and an open bet of someone else never shows', async ({ page }) => {
  const battle = await openBattle();
  const winner = await betThroughCallable(battle.id, battle.challenger, 2_000);
  await betThroughCallable(battle.id, battle.opponent, 3_000);

  await page.goto(`/battles/${battle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'nova_strike vs blaze_runner' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Settled bets' })).toHaveCount(0);

  // The battle's settlement settles the winning bet; it appears live, the open one still does not.
  expect(await settleBetOnWinner(battle.doc, winner.betId, battle.challenger)).toBe(true);
  const settled = page.getByRole('table', { name: 'Settled bets' });
  await expect(settled.getByTestId('settled-bet')).toHaveCount(1);
  await expect(settled.getByTestId('settled-bet')).toContainText(['nova_strike$20.001.90Won $38.00']);
  await expect(page.getByText('$30.00')).toHaveCount(0);
  await saveShot(page, 'battle-settled-bets-desktop', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/battles/${battle.id}`);
  await expect(settled.getByTestId('settled-bet')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await saveShot(page, 'battle-settled-bets-phone', { fullPage: true });
});

test('an admin refunds an open bet with a written reason, and the bettor has the stake back', async ({ page }) => {
  // A battle of its own: the other tests leave open bets on theirs.
  const battle = await openPlayerBattle('nova-strike-vs-blaze-runner-refund01', ['nova_strike', 'blaze_runner']);
  const bet = await betThroughCallable(battle.id, battle.competitors[0]!.id, 2_000);
  const username = (await adminDb.doc(corePaths.user(bet.uid)).get()).get('username') as string;
  const staff = await createAccount({ roles: ['admin'] });
  await openSignedIn(page, staff.email, `/battles/${battle.id}`);
  const row = page.getByRole('table', { name: 'Open bets' }).getByTestId('open-battle-bet');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this bet?' });
  await expect(dialog).toContainText(`${username} gets back $20.00 and 0 credits`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bettor asked: the stream was cancelled on their side');
  await saveShot(page, 'battle-refund-dialog-desktop');
  await page.setViewportSize(PHONE);
  await saveShot(page, 'battle-refund-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`${username} refunded $20.00 and 0 credits`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(((await adminDb.doc(corePaths.user(bet.uid)).get()).get('account') as { balance: number }).balance).toBe(10_000);
  await saveShot(page, 'battle-refund-done-desktop');
});
