import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Locator, Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { newClient } from '../support/client';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { signedInElsewhere } from './support/secondContext';
import { loseFirstAnswer } from './support/lostAnswer';
import { saveShot } from './support/shots';
import { allowSound, chimesPlayed, recordChimes } from './support/chimes';
import { liveStreamerWithHistory } from './support/streamBets';
import { createStreamer, DESKTOP, PHONE } from './support/streams';
import { approveAtPaypal, paypalFrame, resetSandbox } from './support/wallet';
import { recordLimitDecision } from './support/walletData';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import type { ChallengeDoc } from '../../functions/src/shared/challenges/types';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { formatStreamBetMessage, streamBetMessages } from '../../functions/src/shared/streamBets/messages';
import { coreMessages } from '../../functions/src/shared/core/messages';

/** A verified viewer with betting on, `cash` cents to spend and the limit decision made (PayPal payments need it). */
async function verifiedViewer(cash: number) {
  const viewer = await createAccount({ cash });
  await recordLimitDecision(viewer);
  await adminDb.doc(`users/${viewer.uid}`).update({ isVerified: true, 'features.betting': true });
  return viewer;
}

/** A verified viewer with betting on and $100 to spend, signed in on `page`. */
async function viewerOn(page: Page) {
  const viewer = await verifiedViewer(10_000);
  await openSignedIn(page, viewer.email, '/');
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  return viewer;
}

/** The stream's challenges as the server stored them. */
async function storedChallenges(streamId: string): Promise<ChallengeDoc[]> {
  return (await adminDb.collection(challengePaths.challenges(streamId)).get()).docs.map((snap) => snap.data() as ChallengeDoc);
}

/** Saves `challenges-<name>-desktop` and `-phone`; `show` is scrolled into the phone's view first. */
async function shotBoth(page: Page, name: string, show?: Locator) {
  await page.setViewportSize(DESKTOP);
  await saveShot(page, `challenges-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await show?.scrollIntoViewIfNeeded();
  await saveShot(page, `challenges-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

const panel = (page: Page) => page.getByRole('region', { name: 'Custom Challenge' });

/** Opens /{username}; the first lookup and challenge calls of a run may wait for their functions to start. */
async function openStreamerPage(page: Page, username: string) {
  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible({ timeout: 30_000 });
}

/** Success toasts wait as long: each callable's first call starts its function. */
const FIRST_CALL = { timeout: 30_000 };

// Two browsers, and each callable's first call in a run starts its function: more time than one page needs.
test.beforeEach(async () => {
  test.setTimeout(120_000);
  await resetSandbox();
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true, paypal: true }, { merge: true });
});

test('a viewer sends a challenge, the streamer accepts and completes it live and is paid 90%', async ({ page, browser }, testInfo) => {
  const host = await createStreamer('DareHost');
  const { context, page: streamerPage } = await signedInElsewhere(browser, testInfo, host.email);
  await expect(streamerPage.getByTestId('account-balance')).toHaveText('$0.00');
  await openStreamerPage(streamerPage, host.username);
  await expect(panel(streamerPage).getByText('No active challenges yet.')).toBeVisible();
  await expect(panel(streamerPage).getByRole('button', { name: 'Add Challenge' })).toHaveCount(0);

  await viewerOn(page);
  await openStreamerPage(page, host.username);
  await expect(panel(page).getByRole('group', { name: 'Preset challenges' })).toContainText('Win the next match', FIRST_CALL);
  await panel(page).getByRole('button', { name: 'Add Challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Challenge' });
  await dialog.getByRole('button', { name: 'Pay with balance' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Pistol only round');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Win a full round using only your pistol.');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Amount' }).blur();
  await expect(dialog.getByText('min $5')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
  await shotBoth(page, 'add-dialog');
  await dialog.getByRole('button', { name: 'Pay with balance' }).click();
  await expect(page.getByText('Challenge sent')).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$80.00');
  const row = panel(page).getByTestId('challenge-row');
  await expect(row).toContainText('Pistol only round');
  await expect(row).toContainText('$20.00');
  await shotBoth(page, 'list-viewer', row);

  // The streamer's list shows it without a reload, and the streamer moves it on.
  const streamerRow = panel(streamerPage).getByTestId('challenge-row');
  await expect(streamerRow).toContainText('Pistol only round');
  await expect(streamerRow).toContainText('new');
  await shotBoth(streamerPage, 'list-streamer', streamerRow);
  await streamerRow.click();
  const detail = streamerPage.getByRole('dialog', { name: 'Pistol only round' });
  await expect(detail).toContainText('Win a full round using only your pistol.');
  await expect(detail.getByRole('button', { name: 'Reject' })).toBeVisible();
  await shotBoth(streamerPage, 'detail-streamer');
  await detail.getByRole('button', { name: 'Accept' }).click();
  await expect(streamerPage.getByText('Challenge status updated')).toBeVisible(FIRST_CALL);
  await expect(row).toContainText('accepted');
  await detail.getByRole('button', { name: 'Complete' }).click();
  await expect(detail.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await expect(detail).toContainText('completed');
  await expect(streamerPage.getByTestId('account-balance')).toHaveText('$18.00', FIRST_CALL);

  // The viewer's list moves it to Completed.
  await expect(panel(page).getByText('No active challenges yet.')).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Completed' }).click();
  await expect(row).toContainText('completed');
  await context.close();
});

test('a lost answer: sending the challenge again sends it once and takes one payment', async ({ page, analytics }) => {
  const host = await createStreamer('LostAnswerHost');
  const viewer = await viewerOn(page);
  // The first request reaches the server and is applied; its answer never reaches the browser.
  const sent = await loseFirstAnswer(page, 'createChallenge');
  await openStreamerPage(page, host.username);
  await panel(page).getByRole('button', { name: 'Add Challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Challenge' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Knife only round');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('15');
  await dialog.getByRole('button', { name: 'Pay with balance' }).click();
  await expect(page.getByText(coreMessages.outcomeUnknown)).toBeVisible(FIRST_CALL);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Knife only round');

  await dialog.getByRole('button', { name: 'Pay with balance' }).click();
  await expect(page.getByText('Challenge sent')).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$85.00');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect((await storedChallenges(host.uid)).map((challenge) => [challenge.title, challenge.totalAmount])).toEqual([['Knife only round', 1_500]]);
  expect(((await adminDb.doc(`users/${viewer.uid}`).get()).get('account') as { balance: number }).balance).toBe(8_500);
  // The payment is reported once, for the request that went through.
  await expect.poll(() => analytics.hits.map((hit) => [hit.name, hit.params])).toEqual([
    ['add_challenge', { value: 15, currency: 'USD', item: 'challenge' }],
    ['pay_with_balance', { value: 15, currency: 'USD', item: 'challenge' }],
  ]);
});

test('a viewer pays a challenge with PayPal; the streamer sees it arrive live', async ({ page, browser }, testInfo) => {
  const host = await createStreamer('PaypalHost');
  const { context, page: streamerPage } = await signedInElsewhere(browser, testInfo, host.email);
  await openStreamerPage(streamerPage, host.username);
  await expect(panel(streamerPage).getByText('No active challenges yet.')).toBeVisible();

  await viewerOn(page);
  await openStreamerPage(page, host.username);
  await panel(page).getByRole('button', { name: 'Add Challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Challenge' });
  const payWithPaypal = dialog.getByRole('button', { name: 'Pay with PayPal' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Operator ace');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Get an ace with the Operator this match.');
  // PayPal shows once an amount is entered (the rule's other cases are unit tested with the dialog's helper).
  await expect(payWithPaypal).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(payWithPaypal).toBeVisible();
  await shotBoth(page, 'custom-paypal', payWithPaypal);
  await payWithPaypal.click();
  await expect(paypalFrame(page).getByRole('button', { name: 'Pay now' })).toBeVisible(FIRST_CALL);
  await shotBoth(page, 'custom-paypal-checkout');
  await approveAtPaypal(page, '$20.00');
  await expect(page.getByText('Challenge sent')).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  // The order was credited and staked at once: the balance is where it was.
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await expect(panel(page).getByTestId('challenge-row')).toContainText('Operator ace');

  const streamerRow = panel(streamerPage).getByTestId('challenge-row');
  await expect(streamerRow).toContainText('Operator ace');
  await expect(streamerRow).toContainText('$20.00');
  await expect(streamerRow).toContainText('new');
  const [stored] = await storedChallenges(host.uid);
  expect(stored).toMatchObject({ title: 'Operator ace', basePrice: 2_000, credits: 0, totalAmount: 2_000, paidBy: 'paypal', status: 'submitted' });
  await context.close();
});

test('Add Challenge offers Kills + Win where the streamer has 100 competitive matches, and the spec’s message before', async ({ page }) => {
  const novice = await liveStreamerWithHistory('novice_aim', 40);
  const star = await liveStreamerWithHistory('star_aim', 100);
  await viewerOn(page);

  await openStreamerPage(page, novice.username);
  await panel(page).getByRole('button', { name: 'Add Challenge' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Challenge' });
  await dialog.getByRole('tab', { name: 'Kills + Win' }).click(FIRST_CALL);
  await expect(dialog.getByText(streamBetMessages.killsWinInactive)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openStreamerPage(page, star.username);
  await panel(page).getByRole('button', { name: 'Add Challenge' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Challenge' });
  await expect(dialog.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Kills + Win' }).click(FIRST_CALL);
  await expect(dialog.getByTestId('kills-target')).toHaveText(/^\d+$/);
  await expect(dialog.getByText('Valorant competitive only.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('15');
  await shotBoth(page, 'kills-win-tab');
  await dialog.getByRole('button', { name: 'Add Kills + Win Challenge' }).click();
  await expect(page.getByText(formatStreamBetMessage.parlayAdded(1_500))).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$85.00');
  await expect(page.getByRole('region', { name: 'Kills + Win' }).getByTestId('own-parlay')).toContainText('active');
});

test('a failed challenge refunds its creator and another viewer who added money with PayPal', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const host = await createStreamer('FailHost');
  const viewer = await viewerOn(page);
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, viewer.email, PASSWORD);
  await client.call('createChallenge', {
    requestId: 'req_refund_challenge_1',
    streamId: host.uid,
    challengeId: 'clutch-defuse',
    title: 'Clutch defuse',
    challengerName: viewer.username,
    basePrice: 1_500,
    credits: 0,
  });
  await client.close();

  await openStreamerPage(page, host.username);
  await expect(page.getByTestId('account-balance')).toHaveText('$85.00');
  await panel(page).getByTestId('challenge-row').click();
  const detail = page.getByRole('dialog', { name: 'Clutch defuse' });
  await detail.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Added vote')).toBeVisible(FIRST_CALL);
  await expect(detail.getByRole('button', { name: 'Voted' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Add Money' }).click();
  const addMoney = page.getByRole('dialog', { name: 'Add Money' });
  await addMoney.getByRole('textbox', { name: 'Amount' }).fill('10');
  await addMoney.getByRole('checkbox', { name: 'Add anonymously' }).check();
  await addMoney.getByRole('button', { name: 'Add Money' }).click();
  await expect(page.getByText('Added cash successfully')).toBeVisible(FIRST_CALL);
  await expect(page.getByTestId('account-balance')).toHaveText('$75.00');
  await expect(detail).toContainText('$25.00');
  await detail.getByRole('tab', { name: 'Added' }).click();
  await expect(detail.getByRole('list', { name: 'Added' })).toContainText('Anonymous');
  await shotBoth(page, 'detail-viewer');

  // A second viewer doubles down with PayPal from their own browser.
  const backer = await verifiedViewer(5_000);
  const second = await signedInElsewhere(browser, testInfo, backer.email);
  const backerPage = second.page;
  await expect(backerPage.getByTestId('account-balance')).toHaveText('$50.00');
  await openStreamerPage(backerPage, host.username);
  await panel(backerPage).getByTestId('challenge-row').click();
  const backerDetail = backerPage.getByRole('dialog', { name: 'Clutch defuse' });
  await backerDetail.getByRole('button', { name: 'Add Money' }).click();
  const backerAdd = backerPage.getByRole('dialog', { name: 'Add Money' });
  const payWithPaypal = backerAdd.getByRole('button', { name: 'Pay with PayPal' });
  await backerAdd.getByRole('textbox', { name: 'Amount' }).fill('12');
  await expect(payWithPaypal).toBeVisible();
  await shotBoth(backerPage, 'add-money-paypal', payWithPaypal);
  await payWithPaypal.click();
  await approveAtPaypal(backerPage, '$12.00');
  await expect(backerPage.getByText('Added cash successfully')).toBeVisible(FIRST_CALL);
  await expect(backerAdd).toBeHidden();
  await expect(backerPage.getByTestId('account-balance')).toHaveText('$50.00');
  await expect(detail).toContainText('$37.00');

  const { context, page: streamerPage } = await signedInElsewhere(browser, testInfo, host.email);
  await openStreamerPage(streamerPage, host.username);
  await panel(streamerPage).getByTestId('challenge-row').click();
  const streamerDetail = streamerPage.getByRole('dialog', { name: 'Clutch defuse' });
  await streamerDetail.getByRole('button', { name: 'Accept' }).click();
  await expect(detail).toContainText('accepted', FIRST_CALL);
  await streamerDetail.getByRole('button', { name: 'Fail' }).click();
  await expect(detail).toContainText('failed');
  // Each contribution goes back to whoever paid it; the PayPal payment comes back to the backer's balance.
  await expect(page.getByTestId('account-balance')).toHaveText('$100.00');
  await expect(backerPage.getByTestId('account-balance')).toHaveText('$62.00');
  await expect(streamerPage.getByTestId('account-balance')).toHaveText('$0.00');
  await context.close();
  await second.context.close();
});

/** The seconds a challenge row's countdown shows ("Answer in 29:41" is 1,781). */
async function secondsLeft(row: Locator): Promise<number> {
  const text = (await row.getByTestId('challenge-clock').textContent()) ?? '';
  const [, minutes, seconds] = /(\d+):(\d\d)$/.exec(text) ?? [];
  if (minutes === undefined || seconds === undefined) throw new Error(`no countdown in "${text}"`);
  return Number(minutes) * 60 + Number(seconds);
}

test('the streamer page counts a challenge down in minutes and seconds and chimes for it, unless sounds are off', async ({ page }) => {
  const host = await createStreamer('ChimeHost');
  const viewer = await verifiedViewer(10_000);
  const [fan, streamer] = [newClient(), newClient()];
  await signInWithEmailAndPassword(fan.auth, viewer.email, PASSWORD);
  await signInWithEmailAndPassword(streamer.auth, host.email, PASSWORD);
  const send = (challengeId: string, title: string) =>
    fan.call('createChallenge', { requestId: `req_${challengeId}_0001`, streamId: host.uid, challengeId, title, challengerName: viewer.username, basePrice: 1_000, credits: 0 });
  const move = (challengeId: string, status: string) => streamer.call('updateChallenge', { streamId: host.uid, challengeId, status });

  await recordChimes(page.context());
  await openStreamerPage(page, host.username);
  const sounds = panel(page).getByLabel('Challenge sounds');
  await expect(sounds).toBeChecked();
  await expect(panel(page).locator('label[aria-busy="false"]', { hasText: 'Challenge sounds' })).toBeVisible();
  await allowSound(page.getByRole('heading', { level: 1, name: host.username }));

  await send('clock-dare', 'Jump shots only');
  const row = panel(page).getByTestId('challenge-row');
  await expect(row.getByTestId('challenge-clock')).toHaveText(/^Answer in (29:[0-5]\d|30:00)$/, FIRST_CALL);
  const first = await secondsLeft(row);
  await expect.poll(() => secondsLeft(row)).toBeLessThan(first);
  await expect.poll(async () => (await chimesPlayed(page)).sort()).toEqual(['heatUp', 'newChallenge']);

  await move('clock-dare', 'active');
  await expect(row.getByTestId('challenge-clock')).toHaveText(/^Ends in (59:[0-5]\d|60:00)$/, FIRST_CALL);
  await move('clock-dare', 'completed');
  await expect.poll(() => chimesPlayed(page)).toContain('completedChallenge');
  expect((await chimesPlayed(page)).sort()).toEqual(['completedChallenge', 'heatUp', 'newChallenge']);

  // Muted: a second challenge arrives and is completed without a sound.
  await sounds.click();
  await expect(sounds).not.toBeChecked();
  await send('quiet-dare', 'Crouch only');
  await expect(row).toContainText('Crouch only');
  await move('quiet-dare', 'active');
  await move('quiet-dare', 'completed');
  await panel(page).getByRole('tab', { name: 'Completed' }).click();
  await expect(panel(page).getByTestId('challenge-row')).toHaveCount(2);
  expect((await chimesPlayed(page)).sort()).toEqual(['completedChallenge', 'heatUp', 'newChallenge']);
  await Promise.all([fan.close(), streamer.close()]);
});
