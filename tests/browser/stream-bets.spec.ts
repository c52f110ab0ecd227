import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { loseFirstAnswer } from './support/lostAnswer';
import { currentValorantOdds, enableBetting, liveStreamerWithHistory, playMatch, refreshOdds, shotStreamBets, verifiedBettor } from './support/streamBets';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { formatCents } from '../../functions/src/shared/core/money';
import { formatStreamBetMessage, streamBetMessages } from '../../functions/src/shared/streamBets/messages';
import { wonBetMoney } from '../../functions/src/shared/streamBets/pricing';

test.beforeEach(async () => {
  await enableBetting();
});

async function openBetDialog(page: Page, username: string) {
  await page.goto(`/${username}`);
  // The first streamer lookup of a run starts the functions' worker.
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Bet' });
  await expect(panel.getByText(streamBetMessages.broadcastDelay)).toBeVisible();
  await panel.getByRole('button', { name: 'Bet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Bet on ${username}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a verified viewer bets on a live streamer’s kills (a lost answer placed once); the match is played and settled, and the win reaches the balance and notifications live', async ({ page }) => {
  const star = await liveStreamerWithHistory('kira_aces');
  const viewer = await verifiedBettor(10_000);
  await openSignedIn(page, viewer.email, '/');
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');

  const dialog = await openBetDialog(page, star.username);
  const odds = await currentValorantOdds(star.streamId);
  // The limits are the server's (checkBetLimits), shown once they arrive.
  await expect(dialog.getByTestId('bet-limits')).toContainText('Match limit');
  // The first option is preselected; this viewer picks Kills.
  await expect(dialog.getByRole('radio', { name: /Kills \/ Death/ })).toBeChecked();
  await dialog.getByRole('radio', { name: new RegExp(`^Kills ${odds.killsTarget} or more kills`) }).check();
  await dialog.getByLabel('Wager').fill('4');
  await expect(dialog.getByText(streamBetMessages.minimumAmount)).toBeVisible();
  await dialog.getByLabel('Wager').fill('20');
  await dialog.getByRole('button', { name: '10%' }).click();
  const money = wonBetMoney({ cash: 2_000, credits: 0 }, odds.multipliers.kills!, 10);
  await expect(dialog.getByTestId('bet-payout')).toHaveText(formatCents(money.payout));
  await shotStreamBets(page, 'dialog');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: streamBetMessages.placeBetTitle });
  await expect(confirm.getByText(streamBetMessages.broadcastDelay)).toBeVisible();
  await shotStreamBets(page, 'confirm');
  // The first request is applied but its answer is lost: placing again sends the same request, placed once.
  const sent = await loseFirstAnswer(page, 'createBet');
  await confirm.getByRole('button', { name: streamBetMessages.placeBetTitle }).click();
  await expect(page.getByText(streamBetMessages.placeFailed)).toBeVisible();
  await confirm.getByRole('button', { name: streamBetMessages.placeBetTitle }).click();
  await expect(page.getByText(formatStreamBetMessage.betPlaced(2_000))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$80.00');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  const bet = page.getByTestId('own-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText('Your bet: Kills');
  await expect(bet).toContainText('open');
  const bell = page.getByTestId('notification-badge').locator('.MuiBadge-badge');
  await expect(bell).toHaveText('1');

  await playMatch(star.puuid, { kills: odds.killsTarget + 4, deaths: 9, won: true });
  expect(await SCHEDULED_JOBS.settleStreamBets.run({ now: Date.now() })).toMatchObject({ complete: true, changed: 1 });

  await expect(bet).toContainText('won');
  await expect(bet.getByTestId('bet-match')).toContainText(`${odds.killsTarget + 4} kills, 9 deaths, won`);
  await expect(page.getByTestId('account-balance')).toHaveText(formatCents(8_000 + money.payout));
  await expect(bell).toHaveText('2');
  await shotStreamBets(page, 'settled-bet', bet);
});

test('odds that change between opening and placing are refused with the spec’s message and reloaded; Kills + Win is added', async ({ page }) => {
  const star = await liveStreamerWithHistory('rex_frags');
  const viewer = await verifiedBettor(10_000);
  await openSignedIn(page, viewer.email, '/');
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');

  const dialog = await openBetDialog(page, star.username);
  const before = await currentValorantOdds(star.streamId);
  await dialog.getByLabel('Wager').fill('10');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: streamBetMessages.placeBetTitle });
  await expect(confirm).toBeVisible();

  await playMatch(star.puuid, { kills: 45, deaths: 1, won: true });
  await refreshOdds(star.streamId);
  const after = await currentValorantOdds(star.streamId);
  expect(after.id).not.toBe(before.id);

  await confirm.getByRole('button', { name: streamBetMessages.placeBetTitle }).click();
  await expect(page.getByRole('alert').filter({ hasText: streamBetMessages.oddsChanged }).first()).toBeVisible();
  await expect(dialog.getByTestId('odds-changed')).toHaveText(streamBetMessages.oddsChanged);
  await expect(dialog.getByTestId('bet-multiplier')).toHaveText(`${after.multipliers.kd_ratio!.toFixed(2)}x`);
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await confirm.getByRole('button', { name: streamBetMessages.placeBetTitle }).click();
  await expect(page.getByText(formatStreamBetMessage.betPlaced(1_000))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$90.00');

  const killsWin = page.getByRole('region', { name: 'Kills + Win' });
  await killsWin.getByRole('button', { name: 'Add Kills + Win Challenge' }).click();
  const form = page.getByRole('dialog', { name: 'Kills + Win Challenge' });
  await expect(form.getByTestId('kills-target')).toHaveText(String(after.killsTarget));
  await form.getByLabel('Amount').fill('15');
  await shotStreamBets(page, 'kills-win');
  await form.getByRole('button', { name: 'Add Kills + Win Challenge' }).click();
  await expect(page.getByText(formatStreamBetMessage.parlayAdded(1_500))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$75.00');
  await expect(killsWin.getByTestId('own-parlay')).toContainText('active');
});
