import { createAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { signedInElsewhere } from './support/secondContext';
import { enableBetting, liveStreamerWithHistory, shotStreamBets, verifiedBettor } from './support/streamBets';
import { DEALER_DESCRIPTIONS, STREAM_BET_TYPE_LABELS } from '../../functions/src/shared/games/catalogue';
import { formatStreamBetMessage, streamBetMessages } from '../../functions/src/shared/streamBets/messages';

/** Each callable's first call in a run starts its function. */
const FIRST_CALL = { timeout: 30_000 };

const MULTIPLIERS = {
  kills: '1.9',
  kills_parity_evens: '1.85',
  kills_parity_odds: '1.85',
  kills_ranges_below: '1.7',
  kills_ranges_above: '2.4',
  kills_ranges_above2x: '6',
  kills_ranges_max: '10',
  match_win: '1.95',
} as const;

test.beforeEach(async () => {
  await enableBetting();
});

test('an admin sets Counter-Strike odds on a live streamer’s page, a viewer bets on it, the admin’s Won and its correction reach the viewer live, and so do new odds', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  // Too few Valorant matches to price: Counter-Strike, at the admin's odds, is the only game on offer.
  const star = await liveStreamerWithHistory('cs_dealer', 5);
  const viewer = await verifiedBettor(10_000);
  const admin = await createAccount({ roles: ['admin'] });

  await openSignedIn(page, admin.email, `/${star.username}`);
  await expect(page.getByRole('heading', { level: 1, name: star.username })).toBeVisible(FIRST_CALL);
  const panel = page.getByRole('region', { name: 'Bet' });
  await expect(panel.getByText(streamBetMessages.notAvailable)).toBeVisible(FIRST_CALL);
  await panel.getByRole('button', { name: 'Set odds' }).click();
  const dialog = page.getByRole('dialog', { name: `Set odds for ${star.username}` });
  await expect(dialog.getByRole('combobox', { name: 'Game Type' })).toHaveText('Counter-Strike');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Kills target is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Game Mode' }).click();
  await page.getByRole('option', { name: 'Premier' }).click();
  await dialog.getByRole('textbox', { name: 'Kills target' }).fill('18');
  for (const [type, value] of Object.entries(MULTIPLIERS)) {
    await dialog.getByRole('textbox', { name: STREAM_BET_TYPE_LABELS[type as keyof typeof MULTIPLIERS], exact: true }).fill(value);
  }
  await dialog.getByRole('textbox', { name: 'Match Win', exact: true }).fill('12');
  await expect(dialog.getByText('Multiplier must be between 1.10 and 10.00')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Match Win', exact: true }).fill(MULTIPLIERS.match_win);
  await expect(dialog.getByText('18 to 35 kills')).toBeVisible();
  await shotStreamBets(page, 'set-odds');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Odds set for Counter-Strike')).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(`Bet on ${star.username}'s next Counter-Strike match. Kills target 18.`)).toBeVisible();

  const { context, page: viewerPage } = await signedInElsewhere(browser, testInfo, viewer.email);
  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$100.00');
  await viewerPage.goto(`/${star.username}`);
  const viewerPanel = viewerPage.getByRole('region', { name: 'Bet' });
  await viewerPanel.getByRole('button', { name: 'Bet', exact: true }).click(FIRST_CALL);
  const bet = viewerPage.getByRole('dialog', { name: `Bet on ${star.username}` });
  await expect(bet.getByText(`Premier · ${DEALER_DESCRIPTIONS.live}`)).toBeVisible();
  await expect(bet.getByRole('radio', { name: /^Kills 18 or more kills/ })).toBeChecked();
  await expect(bet.getByTestId('multiplier-kills')).toHaveText('1.90x');
  await bet.getByLabel('Wager').fill('20');
  await expect(bet.getByTestId('bet-payout')).toHaveText('$38.00');
  await shotStreamBets(viewerPage, 'dealer-bet-dialog');
  await bet.getByRole('button', { name: 'Continue' }).click();
  const confirm = viewerPage.getByRole('dialog', { name: streamBetMessages.placeBetTitle });
  await expect(confirm.getByText(/Counter-Strike bet on .* next Premier match/)).toBeVisible();
  await confirm.getByRole('button', { name: streamBetMessages.placeBetTitle }).click();
  await expect(viewerPage.getByText(formatStreamBetMessage.betPlaced(2_000))).toBeVisible(FIRST_CALL);
  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$80.00');
  const ownBet = viewerPage.getByTestId('own-bet');
  await expect(ownBet).toContainText('open');

  const dealerBet = panel.getByTestId('dealer-bet');
  await expect(dealerBet).toContainText('Counter-Strike · Premier: Kills');
  await expect(dealerBet).toContainText('$20.00 at 1.90x');
  await dealerBet.getByRole('button', { name: 'Won' }).click();
  await page.getByRole('dialog', { name: 'Mark this bet won?' }).getByRole('button', { name: 'Mark won' }).click();
  await expect(page.getByText('Bet settled')).toBeVisible(FIRST_CALL);
  await expect(dealerBet).toBeHidden();

  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$118.00');
  await expect(ownBet).toContainText('won');
  await expect(ownBet).toContainText('paid $38.00');

  // A settlement made on a wrong result is corrected: the win is taken back, and the viewer sees it live.
  const settled = panel.getByTestId('settled-bet');
  await expect(settled).toContainText('won');
  await settled.getByRole('button', { name: 'Correct' }).click();
  await page.getByRole('menuitem', { name: 'Change to lost' }).click();
  await page.getByRole('dialog', { name: 'Correct this bet?' }).getByRole('button', { name: 'Change to lost' }).click();
  await expect(page.getByText('The bet is now lost.')).toBeVisible(FIRST_CALL);
  await expect(settled).toContainText('lost');
  await expect(settled).toContainText('corrected');
  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$80.00');
  await expect(ownBet).toContainText('lost');
  await expect(ownBet).toContainText('corrected');

  // New odds reach the viewer's open page without a reload.
  await panel.getByRole('button', { name: 'Set odds' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Kills target' })).toHaveValue('18');
  await dialog.getByRole('textbox', { name: 'Kills target' }).fill('22');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(viewerPanel.getByText(`Bet on ${star.username}'s next Counter-Strike match. Kills target 22.`)).toBeVisible();
  await context.close();
});
