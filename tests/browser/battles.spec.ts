import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { verifyIdentity } from './support/walletData';
import { battlePaths, oddsSnapshotId } from '../../functions/src/shared/battles/firestorePaths';
import { battleMessages, formatBattleMessage } from '../../functions/src/shared/battles/messages';
import type { BattleDoc } from '../../functions/src/shared/battles/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';

/** A scheduled player battle between two streamers, as saveBattle writes it, open for betting. */
async function openBattle(): Promise<{ id: string; challenger: string; opponent: string }> {
  const [a, b] = [await createAccount({ roles: ['streamer'], username: 'nova_strike' }), await createAccount({ roles: ['streamer'], username: 'blaze_runner' })];
  const id = 'nova-strike-vs-blaze-runner-demo01';
  const now = Timestamp.now();
  const side = (uid: string, name: string, role: 'challenger' | 'opponent') => ({
    id: uid,
    name,
    type: 'player' as const,
    role,
    avatar: null,
    startingOdds: 2,
    players: { [uid]: { id: uid, name, role: 'captain' as const } },
  });
  const odds = { [a.uid]: { value: 1.9 }, [b.uid]: { value: 1.9 } };
  const battle: BattleDoc<Timestamp> = {
    id,
    slug: id,
    type: 'player',
    series: 3,
    scheduledAt: Timestamp.fromMillis(Date.now() + 2 * 3_600_000),
    status: 'scheduled',
    game: { type: 'valorant', mode: 'competitive' },
    competitors: [side(a.uid, 'nova_strike', 'challenger'), side(b.uid, 'blaze_runner', 'opponent')],
    playerIds: [a.uid, b.uid],
    useReserve: false,
    editorIds: [],
    lastEditedBy: 'seed',
    createdAt: now,
    updatedAt: now,
    winnerId: null,
    results: { [a.uid]: { wins: 0, losses: 0 }, [b.uid]: { wins: 0, losses: 0 } },
    odds: { competitors: odds, updatedAt: now },
    chest: { target: 25_000, total: 0, count: 0, stakes: {} },
    reviewEndsAt: null,
    closed: false,
  };
  await adminDb.doc(battlePaths.battle(id)).set(battle);
  await adminDb.doc(battlePaths.oddsSnapshot(id, oddsSnapshotId(0))).set({ competitors: odds, betCount: 0, createdAt: now });
  return { id, challenger: a.uid, opponent: b.uid };
}

async function bettor(): Promise<{ uid: string; email: string }> {
  const account = await createAccount({ cash: 10_000 });
  await verifyIdentity(account.uid);
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  return account;
}

test.beforeEach(async () => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
});

test('a verified bettor bets through the drawer and confirmation, and sees balance, chest and own total change live', async ({ page }) => {
  const battle = await openBattle();
  const account = await bettor();
  await logInWithEmail(page, account.email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await page.goto('/battles');
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

test('the odds change while the drawer is open and the alert shows', async ({ page }) => {
  const battle = await openBattle();
  const account = await bettor();
  await logInWithEmail(page, account.email, PASSWORD);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await page.goto(`/battles/${battle.id}`);
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

test('a missing battle goes to the home page, and a visitor pressing Bet goes to sign-up', async ({ page }) => {
  await page.goto('/battles/no-such-battle');
  await expect(page).toHaveURL(/\/$/);
  const battle = await openBattle();
  await page.goto('/battles');
  await page.getByTestId(`battle-${battle.id}`).getByRole('button', { name: 'Bet on nova_strike' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});
