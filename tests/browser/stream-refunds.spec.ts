import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { adminDb } from '../support/admin';
import { newClient } from '../support/client';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { enableBetting, liveStreamerWithHistory, shotStreamBets, verifiedBettor } from './support/streamBets';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { refundToasts } from '../../functions/src/shared/support/messages';

test.beforeEach(async () => {
  await enableBetting();
});

const REASON = 'The stream dropped before the match started';

test('an admin refunds an open stream bet and an active Kills + Win from the streamer page, each back as it was paid', async ({ page }) => {
  const star = await liveStreamerWithHistory(`refund_${randomUUID().slice(0, 6)}`);
  const bettor = await verifiedBettor(10_000);
  const username = (await adminDb.doc(corePaths.user(bettor.uid)).get()).get('username') as string;

  // The bettor stakes through the callables, as their own page would: a kills bet and a Kills + Win.
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, bettor.email, PASSWORD);
  const { games } = await client.call('getOdds', { streamId: star.streamId, games: [{ type: 'valorant', mode: 'competitive' }] });
  const odds = (games[0] as Extract<(typeof games)[number], { available: true }>).odds;
  await client.call('createBet', {
    requestId: randomUUID(),
    streamId: star.streamId,
    oddsId: odds.id,
    type: 'kills',
    game: { type: 'valorant', mode: 'competitive' },
    multiplier: odds.multipliers.kills!,
    balance: 1_000,
    credits: 0,
    tip: 0,
  });
  await client.call('createParlay', {
    requestId: randomUUID(),
    streamId: star.streamId,
    basePrice: 2_000,
    credits: 0,
    challengerName: username,
    gameType: 'valorant',
    kills: odds.killsTarget,
  });
  await client.close();

  const staff = await createAccount({ roles: ['admin'] });
  await openSignedIn(page, staff.email, `/${star.username}`);
  const open = page.getByRole('list', { name: 'Open bets (admin)' }).getByTestId('admin-open-bet');
  await expect(open).toHaveCount(2, { timeout: 30_000 });

  // Kills + Win first: the kills bet's row is then the only one whose text has "Kills".
  for (const { title, cash, credits } of [
    { title: 'Kills + Win', cash: 2_000, credits: 0 },
    { title: 'Kills', cash: 1_000, credits: 0 },
  ]) {
    const row = open.filter({ hasText: title });
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this bet?' });
    await expect(dialog).toContainText(`${username} gets back $${cash / 100}.00 and ${credits} credits`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    if (title === 'Kills') await shotStreamBets(page, 'admin-refund-dialog', dialog);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText(refundToasts.refunded(username, cash, credits))).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await expect(open).toHaveCount(0);
  expect(((await adminDb.doc(corePaths.user(bettor.uid)).get()).get('account') as { balance: number }).balance).toBe(10_000);
});
