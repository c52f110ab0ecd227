import dayjs from 'dayjs';
import type { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../support/admin';
import { createAccount } from './support/accounts';
import { scheduledBattle } from './support/battles';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import { createListedStreamer, DESKTOP, PHONE } from './support/streams';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import { verifyIdentity } from './support/walletData';
import { placeBattleBet } from '../../functions/src/battles/createBattleBet';
import { oddsFor } from '../../functions/src/battles/publishOdds';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { battleMessages, formatBattleMessage } from '../../functions/src/shared/battles/messages';
import type { BattleDoc } from '../../functions/src/shared/battles/types';
import { formatBattleTime } from '../../web/src/features/battles/dateRanges';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';

const RAW = { data: {}, rawRequest: { ip: '127.0.0.1', headers: {} } } as unknown as CallableRequest<unknown>;

/** A scheduled player battle as saveBattle writes it, edited by `editor`. */
function battle(id: string, names: [string, string], editor: string, target = 25_000): Promise<BattleDoc<Timestamp>> {
  return scheduledBattle(id, {
    names,
    game: { type: 'cod', mode: 'multiplayer' },
    hoursAhead: 5,
    useReserve: true,
    editor,
    target,
    odds: (competitors, chest) => oddsFor({ competitors, chest }, {}, 0.05),
  });
}

async function bettorWithBet(on: BattleDoc<Timestamp>, side: number, cash: number): Promise<string> {
  const account = await createAccount({ cash: 10_000 });
  await verifyIdentity(account.uid);
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  const current = (await adminDb.doc(battlePaths.battle(on.id)).get()).data() as BattleDoc<Timestamp>;
  const competitorId = on.competitors[side]!.id;
  await placeBattleBet(account.uid, { requestId: `bet${account.uid}`.slice(0, 60), battleId: on.id, competitorId, balance: cash, credits: 0, odds: current.odds.competitors[competitorId]!.value }, RAW);
  return account.uid;
}

const balanceOf = async (uid: string) => ((await adminDb.doc(corePaths.user(uid)).get()).data()?.account as { balance: number }).balance;

test.beforeEach(async () => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true, geoblock: false }, { merge: true });
});

test('an admin filters Manage Battles, may export CSV, and voids a battle: every bettor is refunded', async ({ page }) => {
  const admin = await createAccount({ roles: ['admin'] });
  const target = await battle('ghost-vs-raven-aaaaaa', ['ghost_fox', 'raven_byte'], 'someone-else');
  await battle('ember-vs-frost-bbbbbb', ['ember_ace', 'frost_nova'], 'someone-else');
  const backers = [await bettorWithBet(target, 0, 2_000), await bettorWithBet(target, 1, 3_000)];
  // Stakes plus the reserve fee left the balances.
  for (const balance of await Promise.all(backers.map(balanceOf))) expect(balance).toBeLessThan(8_000);

  await openSignedIn(page, admin.email, '/manage/battles');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Battles' })).toBeVisible();
  await expect(page.getByText('Select a row to view battle details')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Battles' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await page.getByRole('searchbox').fill('ghost');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await saveShot(page, 'manage-battles');

  await grid.getByRole('gridcell', { name: 'ghost_fox' }).click();
  const details = page.getByTestId('battle-details');
  await expect(details).toContainText('ghost_fox vs raven_byte');
  await details.getByRole('button', { name: 'Void battle' }).click();
  const confirmVoid = page.getByRole('dialog', { name: 'Void this battle?' });
  await expect(confirmVoid).toContainText('every bet on it is refunded');
  await confirmVoid.getByRole('button', { name: 'Void battle' }).click();
  await expect(page.getByText(battleMessages.voided)).toBeVisible();
  await expect(details).toContainText('Void');
  expect(await Promise.all(backers.map(balanceOf))).toEqual([10_000, 10_000]);

  await page.getByRole('searchbox').fill('');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid).toContainText('ghost_fox');
  await page.getByRole('combobox', { name: 'Date Range' }).click();
  await page.getByRole('option', { name: 'Last year' }).click();
  await expect(grid.getByRole('row')).toHaveCount(1);
});

test('an organizer creates a battle in the drawer, finds it in the grid and on /battles, and reschedules it', async ({ page }) => {
  const organizer = await createAccount({ roles: ['organizer'] });
  await createListedStreamer('nova_strike');
  await createListedStreamer('nova_blaze');
  const first = dayjs().add(2, 'day').hour(18).minute(30).startOf('minute');
  const later = first.add(1, 'day').minute(45);

  await openSignedIn(page, organizer.email, '/manage/battles');
  await page.getByRole('button', { name: 'New Battle' }).click();
  const drawer = page.getByRole('form', { name: 'New Battle' });
  await drawer.getByRole('combobox', { name: 'Game Type' }).click();
  await page.getByRole('option', { name: 'Valorant' }).click();
  await expect(drawer.getByRole('combobox', { name: 'Game Mode' })).toHaveText('Competitive');
  await drawer.getByRole('combobox', { name: 'Series' }).click();
  await page.getByRole('option', { name: 'Best of 3' }).click();
  await drawer.getByLabel('Date and time').fill(first.format('YYYY-MM-DDTHH:mm'));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText(battleMessages.competitorsRequired)).toHaveCount(2);

  // Each side is the 'Select Streamer' picker labelled with its role: typed into and chosen with the keyboard.
  const challenger = drawer.getByRole('combobox', { name: 'Challenger' });
  await expect(challenger).toHaveAttribute('placeholder', streamMessages.selectStreamer);
  await challenger.pressSequentially('nova_s');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'nova_strike' })).toBeVisible();
  await challenger.press('ArrowDown');
  await challenger.press('Enter');
  await expect(challenger).toHaveValue('nova_strike');
  const opponent = drawer.getByRole('combobox', { name: 'Opponent' });
  await opponent.pressSequentially('nova');
  await expect(page.getByRole('option')).toHaveCount(2);
  await opponent.pressSequentially('_q');
  await expect(page.getByText(streamMessages.noStreamersFound)).toBeVisible();
  await opponent.press('Backspace');
  await opponent.press('Backspace');
  await expect(page.getByRole('option', { name: 'nova_blaze' })).toBeVisible();
  await saveShot(page, 'select-streamer-open-desktop');
  await page.getByRole('option', { name: 'nova_blaze' }).click();
  await expect(opponent).toHaveValue('nova_blaze');
  await drawer.getByRole('group', { name: 'Challenger odds preset' }).getByRole('button', { name: 'Favorite' }).click();
  await expect(drawer.getByTestId('initial-odds-challenger')).toHaveText(formatBattleMessage.initialOdds(1.67));
  await expect(drawer.getByTestId('initial-odds-opponent')).toHaveText(formatBattleMessage.initialOdds(2.5));
  await expect(drawer.getByRole('group', { name: 'Opponent odds preset' }).getByRole('button', { name: 'Underdog' })).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByLabel('Reserve').check();
  await saveShot(page, 'edit-battle-drawer-new');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(battleMessages.saved)).toBeVisible();
  await expect(drawer).toHaveCount(0);

  const grid = page.getByRole('grid', { name: 'Battles' });
  await expect(grid.getByRole('gridcell', { name: 'nova_strike' })).toBeVisible();
  await expect(grid).toContainText(formatBattleTime(first.valueOf()));
  await expect(page.getByTestId('battle-details')).toContainText('nova_strike vs nova_blaze');
  const saved = await adminDb.collection(battlePaths.battles()).where('editorIds', 'array-contains', organizer.uid).get();
  expect(saved.size).toBe(1);
  const created = saved.docs[0]!.data() as BattleDoc<Timestamp>;
  expect(created).toMatchObject({ type: 'player', series: 3, game: { type: 'valorant', mode: 'competitive' }, useReserve: true, status: 'scheduled' });
  expect(created.competitors.map((side) => [side.name, side.role, side.startingOdds])).toEqual([
    ['nova_strike', 'challenger', 1.67],
    ['nova_blaze', 'opponent', 2.5],
  ]);
  expect(created.scheduledAt.toMillis()).toBe(first.valueOf());

  await page.goto('/battles');
  const row = page.getByTestId(`battle-${created.id}`);
  await expect(row).toContainText(formatBattleTime(first.valueOf()));
  await row.getByRole('button', { name: 'Edit battle' }).click();
  const editor = page.getByRole('form', { name: 'Edit Battle' });
  await expect(editor).toContainText('Last updated');
  await expect(editor.getByRole('combobox', { name: 'Challenger' })).toHaveValue('nova_strike');
  await editor.getByLabel('Date and time').fill(later.format('YYYY-MM-DDTHH:mm'));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(battleMessages.saved)).toBeVisible();
  await expect(row).toContainText(formatBattleTime(later.valueOf()));
  expect(((await adminDb.doc(battlePaths.battle(created.id)).get()).data() as BattleDoc).scheduledAt.toMillis()).toBe(later.valueOf());
});

test('an organizer sees only their own battles and cannot export', async ({ page }) => {
  const organizer = await createAccount({ roles: ['organizer'] });
  await battle('own-vs-theirs-cccccc', ['own_side', 'their_side'], organizer.uid);
  await battle('not-mine-dddddd', ['other_one', 'other_two'], 'someone-else');
  await openSignedIn(page, organizer.email, '/manage/battles');
  const grid = page.getByRole('grid', { name: 'Battles' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid).toContainText('own_side');
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
});

test('an organizer creates a team with a captain', async ({ page }) => {
  const organizer = await createAccount({ roles: ['organizer'] });
  await createListedStreamer('mako_shot');
  await createListedStreamer('mako_wave');
  await openSignedIn(page, organizer.email, '/manage/teams');
  await page.getByRole('button', { name: 'New Team' }).click();
  await page.getByRole('textbox', { name: 'Team name' }).fill('Shark Tank');
  const add = page.getByRole('combobox', { name: 'Add Player' });
  await expect(add).toHaveAttribute('placeholder', streamMessages.selectStreamer);
  await add.pressSequentially('mako');
  await expect(page.getByRole('option')).toHaveCount(2);
  await page.setViewportSize(PHONE);
  await saveShot(page, 'select-streamer-add-player-phone');
  await page.setViewportSize(DESKTOP);
  await add.press('ArrowDown');
  await add.press('Enter');
  // The box empties for the next player, and the one added is no longer offered.
  await expect(add).toHaveValue('');
  await add.pressSequentially('mako');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: 'mako_wave' }).click();
  const players = page.getByRole('table', { name: 'Players' });
  await expect(players.getByRole('row')).toHaveCount(3);
  await saveShot(page, 'manage-teams');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(formatBattleMessage.teamSaved('Shark Tank'))).toBeVisible();
  const teams = await adminDb.collection(battlePaths.teams()).where('nameLower', '==', 'shark tank').get();
  expect(teams.size).toBe(1);
  const roles = Object.values(teams.docs[0]!.get('players') as Record<string, { name: string; role: string }>).map((player) => [player.name, player.role]);
  expect(roles.sort()).toEqual([
    ['mako_shot', 'captain'],
    ['mako_wave', 'player'],
  ]);
});

test('an organizer records a best-of-3 game by game to the end, and the winning bettor is paid once the review ends', async ({ page }) => {
  const organizer = await createAccount({ roles: ['organizer'] });
  const target = await battle('kite-vs-lynx-eeeeee', ['kite_red', 'lynx_blue'], organizer.uid, 500);
  const winner = await bettorWithBet(target, 0, 1_000);
  const loser = await bettorWithBet(target, 1, 1_000);
  const staked = await balanceOf(winner);

  await openSignedIn(page, organizer.email, '/manage/battles');
  await page.getByRole('grid', { name: 'Battles' }).getByRole('gridcell', { name: 'kite_red' }).click();
  await page.getByTestId('battle-details').getByRole('button', { name: 'Record' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('heading', { name: 'Record Battle' })).toBeVisible();

  for (const number of [1, 2]) {
    const panel = drawer.getByTestId(`game-${number}`);
    await panel.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByText(battleMessages.gameStartSaved)).toBeVisible();
    await expect(panel).toContainText('Live');
    await panel.getByRole('button', { name: 'Game Over' }).click();
    await expect(panel).toContainText('Reviewing');
    await panel.getByRole('radio', { name: 'kite_red' }).check();
    for (const name of ['kite_red', 'lynx_blue']) {
      await panel.getByRole('spinbutton', { name: `Kills for ${name}` }).fill(String(10 + number));
      await panel.getByRole('spinbutton', { name: `Deaths for ${name}` }).fill('4');
    }
    await panel.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save game' });
    await expect(confirm).toContainText(battleMessages.confirmGameSave);
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toContainText('Game Over');
    if (number === 1) {
      // The panel's own Game Over button matches the text above before the save lands, and game 2 opens only once
      // game 1 is over: open it until its Start Game shows.
      const next = drawer.getByTestId('game-2');
      const startNext = next.getByRole('button', { name: 'Start Game' });
      await expect(async () => {
        if (!(await startNext.isVisible())) await next.click();
        await expect(startNext).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await saveShot(page, 'record-drawer-mid-series');
    }
  }
  await expect.poll(async () => ((await adminDb.doc(battlePaths.battle(target.id)).get()).data() as BattleDoc).status).toBe('review');

  await SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + 16 * 60_000 });
  expect(((await adminDb.doc(battlePaths.battle(target.id)).get()).data() as BattleDoc).status).toBe('final');
  expect(await balanceOf(winner)).toBeGreaterThan(staked + 1_000);
  expect(await balanceOf(loser)).toBeLessThan(9_000);
});
