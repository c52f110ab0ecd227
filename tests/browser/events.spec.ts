import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { newClient } from '../support/client';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { reconcile } from '../../functions/src/ledger/reconcile';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { signedInElsewhere } from './support/secondContext';
import { saveShot } from './support/shots';
import { createStreamer, DESKTOP, PHONE } from './support/streams';
import { approveAtPaypal } from './support/wallet';
import { recordLimitDecision } from './support/walletData';

/** Saves `events-<name>-desktop` and `-phone`. */
async function shotBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await saveShot(page, `events-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await saveShot(page, `events-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** Saves `events-<name>-desktop` and `-phone`, each the whole page from its top. */
async function shotBothFull(page: Page, name: string) {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveShot(page, `events-${name}-${size}`, { fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Each callable's first call in a run starts its function. */
const FIRST_CALL = { timeout: 30_000 };

test('an admin runs a manual event from /admin/events: a player enters, it starts, ends and the winner is paid 80% of the pot', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await createAccount({ roles: ['admin'] });
  const player = await createAccount({ cash: 5_000 });
  // Entering stakes money: betting on, and a verified player.
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  await adminDb.doc(corePaths.user(player.uid)).update({ isVerified: true, 'features.betting': true });
  const title = `Friday Frag-Off ${player.username.slice(-8)}`;

  await openSignedIn(page, admin.email, '/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Event title is required')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Winner picked by the casters.');
  await dialog.getByRole('textbox', { name: 'Price per player' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Price per player' }).blur();
  await expect(dialog.getByText('Minimum amount is $5')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Price per player' }).fill('10');
  await dialog.getByRole('switch', { name: /Manual/ }).check();
  await shotBoth(page, 'setup-dialog');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Successfully added event')).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
  const actions = page.getByRole('group', { name: `${title} actions` });
  await expect(actions.getByRole('button', { name: 'Start' })).toBeVisible();
  const created = (await adminDb.collection(eventPaths.events()).where('title', '==', title).get()).docs[0]!;

  const { context, page: playerPage } = await signedInElsewhere(browser, testInfo, player.email);
  await expect(playerPage.getByTestId('account-balance')).toHaveText('$50.00');
  await playerPage.goto(`/event/${created.id}`);
  await expect(playerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await playerPage.getByRole('button', { name: 'Enter for $10.00' }).click();
  await expect(playerPage.getByText('Signed up for the event')).toBeVisible(FIRST_CALL);
  await expect(playerPage.getByRole('button', { name: 'Entered' })).toBeVisible();
  await expect(playerPage.getByTestId('event-total')).toHaveText('$10.00');
  await expect(playerPage.getByRole('list', { name: 'Entrants' })).toContainText(player.username);
  await expect(playerPage.getByTestId('account-balance')).toHaveText('$40.00');
  await shotBoth(playerPage, 'page');

  await actions.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Event started')).toBeVisible(FIRST_CALL);
  await actions.getByRole('button', { name: 'End' }).click();
  await page.getByRole('dialog', { name: 'End event?' }).getByRole('button', { name: 'End event' }).click();
  await expect(page.getByText('Event ended')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Pending Results');
  await shotBoth(page, 'admin');
  await actions.getByRole('button', { name: 'Select Winner' }).click();
  const winners = page.getByRole('dialog', { name: 'Select Winner' });
  await winners.getByRole('button', { name: 'Pay winners' }).click();
  await expect(winners.getByText('Must select at least one winner')).toBeVisible();
  await winners.getByRole('checkbox', { name: player.username }).check();
  await expect(winners.getByText('Each winner is paid $8.00')).toBeVisible();
  await winners.getByRole('button', { name: 'Pay winners' }).click();
  await expect(page.getByText('Winners paid')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Completed');

  await expect(playerPage.getByTestId('account-balance')).toHaveText('$48.00');
  await expect(playerPage.getByText('Each winner was paid $8.00.')).toBeVisible();
  await context.close();
});

test('a viewer votes on and adds money to a streamer-led event from the balance and with PayPal, its total updates live, and cancelling it refunds the viewer', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const host = await createStreamer('EventHost');
  const admin = await createAccount({ roles: ['admin'] });
  const viewer = await createAccount({ cash: 5_000 });
  // Paying with PayPal is a deposit: it needs the limit decision.
  await recordLimitDecision(viewer);
  // Adding money stakes it: betting on, and a verified viewer; PayPal on for the second contribution.
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true, paypal: true }, { merge: true });
  await adminDb.doc(corePaths.user(viewer.uid)).update({ isVerified: true, 'features.betting': true });
  const title = `Sunday Showdown ${viewer.username.slice(-8)}`;
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, host.email, PASSWORD);
  const { eventId } = await client.call('createEvent', {
    title,
    description: 'Highest rank by midnight takes the pot.',
    type: 'rank',
    baseType: 'none',
    manual: true,
    selfSignUp: false,
    pricePerPlayer: 1_000,
  });
  await client.close();

  // A visitor is asked to log in or sign up first.
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Log in or sign up to vote to the event')).toBeVisible();

  // The admin watches the same page: the pot moves there without a reload.
  const { context, page: adminPage } = await signedInElsewhere(browser, testInfo, admin.email);
  await adminPage.goto(`/event/${eventId}`);
  await expect(adminPage.getByTestId('event-total')).toHaveText('$0.00');

  // Viewers find the event from the home page's Events link and on the host's page, with Enter and Add Money there.
  await openSignedIn(page, viewer.email, '/');
  await page.getByRole('region', { name: 'Jump to' }).getByRole('link', { name: /^Events/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const listed = page.getByRole('region', { name: 'Upcoming' }).getByRole('article', { name: title });
  await expect(listed).toContainText('Streamer-led');
  await expect(listed.getByRole('button', { name: 'Enter for $10.00' })).toBeEnabled();
  await expect(listed.getByRole('button', { name: 'Add Money' })).toBeEnabled();
  await shotBothFull(page, 'list');
  await page.goto(`/${host.username}`);
  const onHostPage = page.getByRole('region', { name: 'Events' }).getByRole('article', { name: title });
  await expect(onHostPage.getByRole('link', { name: title })).toHaveAttribute('href', `/event/${eventId}`);
  await page.goto(`/event/${eventId}`);
  await expect(page.getByTestId('account-balance')).toHaveText('$50.00');
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Added vote')).toBeVisible(FIRST_CALL);
  await expect(page.getByRole('button', { name: 'Voted' })).toBeDisabled();
  await expect(page.getByTestId('event-votes')).toHaveText('1');

  await page.getByRole('button', { name: 'Add Money' }).click();
  const addMoney = page.getByRole('dialog', { name: 'Add Money' });
  await addMoney.getByRole('textbox', { name: 'Amount' }).fill('4');
  await addMoney.getByRole('textbox', { name: 'Amount' }).blur();
  await expect(addMoney.getByText('$5 min')).toBeVisible();
  await addMoney.getByRole('textbox', { name: 'Amount' }).fill('20');
  await addMoney.getByRole('checkbox', { name: 'Add anonymously' }).check();
  await addMoney.getByRole('button', { name: 'Add Money' }).click();
  await expect(page.getByText('Added cash successfully')).toBeVisible(FIRST_CALL);
  await expect(addMoney).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$30.00');
  await expect(page.getByTestId('event-total')).toHaveText('$20.00');
  await expect(adminPage.getByTestId('event-total')).toHaveText('$20.00');
  await expect(adminPage.getByTestId('event-votes')).toHaveText('1');
  await page.getByText('Added cash successfully').waitFor({ state: 'hidden' });

  // A second contribution paid with PayPal leaves the balance alone and grows the pot.
  await page.getByRole('button', { name: 'Add Money' }).click();
  const payWithPaypal = addMoney.getByRole('button', { name: 'Pay with PayPal' });
  await addMoney.getByRole('textbox', { name: 'Amount' }).fill('12');
  await expect(payWithPaypal).toBeEnabled();
  await payWithPaypal.click();
  await approveAtPaypal(page, '$12.00');
  await expect(page.getByText('Added cash successfully')).toBeVisible(FIRST_CALL);
  await expect(addMoney).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$30.00');
  await expect(page.getByTestId('event-total')).toHaveText('$32.00');
  await expect(adminPage.getByTestId('event-total')).toHaveText('$32.00');
  await page.getByRole('tab', { name: 'Added' }).click();
  await expect(page.getByRole('list', { name: 'Added' })).toContainText('Anonymous');
  await expect(page.getByRole('list', { name: 'Added' })).toContainText('$20.00');
  await expect(page.getByRole('list', { name: 'Added' })).toContainText('$12.00');
  await expect(page.getByRole('region', { name: 'Challenges' }).getByRole('button', { name: 'Add Challenge' })).toBeVisible();
  await page.getByText('Added cash successfully').waitFor({ state: 'hidden' });
  await shotBothFull(page, 'page-votes');

  await adminPage.goto('/admin/events');
  await adminPage.getByRole('group', { name: `${title} actions` }).getByRole('button', { name: 'Cancel' }).click();
  await adminPage.getByRole('dialog', { name: 'Cancel event?' }).getByRole('button', { name: 'Cancel event' }).click();
  await expect(adminPage.getByText('Event cancelled')).toBeVisible(FIRST_CALL);

  // Both contributions come back to the viewer's balance, the PayPal one included.
  await expect(page.getByTestId('account-balance')).toHaveText('$62.00');
  await expect(page.getByRole('button', { name: 'Add Money' })).toBeHidden();
  await context.close();
});

test('a streamer runs an event from My Events: set up, edited and copied, entered from their page, started and ended by them; an admin picks the winner, who is paid, and the books stay clean', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const host = await createStreamer('HostLed');
  const viewer = await createAccount({ cash: 5_000 });
  const admin = await createAccount({ roles: ['admin'] });
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  await adminDb.doc(corePaths.user(viewer.uid)).update({ isVerified: true, 'features.betting': true });
  const title = `Host Cup ${viewer.username.slice(-8)}`;
  const actionsOf = (on: Page, name: string) => on.getByRole('group', { name: `${name} actions`, exact: true });

  await openSignedIn(page, host.email, '/my-events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const setup = page.getByRole('dialog', { name: 'Add Event' });
  await setup.getByRole('textbox', { name: 'Title' }).fill(`${title} draft`);
  await setup.getByRole('textbox', { name: 'Price per player' }).fill('10');
  await setup.getByRole('switch', { name: /Manual/ }).check();
  await setup.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Successfully added event')).toBeVisible(FIRST_CALL);
  await actionsOf(page, `${title} draft`).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByRole('textbox', { name: 'Title' }).fill(title);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated event')).toBeVisible(FIRST_CALL);
  const actions = actionsOf(page, title);
  await actions.getByRole('button', { name: 'Copy' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Event' });
  await copy.getByRole('textbox', { name: 'Title' }).fill(`${title} rematch`);
  await copy.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Successfully copied event')).toBeVisible(FIRST_CALL);
  await expect(actionsOf(page, `${title} rematch`).getByRole('button', { name: 'Start' })).toBeVisible();
  const eventId = (await adminDb.collection(eventPaths.events()).where('title', '==', title).get()).docs[0]!.id;

  // A viewer enters from the host's page.
  const { context: viewerContext, page: viewerPage } = await signedInElsewhere(browser, testInfo, viewer.email);
  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$50.00');
  await viewerPage.goto(`/${host.username}`);
  const card = viewerPage.getByRole('region', { name: 'Events' }).getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: 'Enter for $10.00' }).click();
  await expect(viewerPage.getByText('Signed up for the event')).toBeVisible(FIRST_CALL);
  await expect(card.getByRole('button', { name: 'Entered' })).toBeVisible();
  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$40.00');

  // The host starts and ends it, then waits for an admin to choose the winners.
  await actions.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Event started')).toBeVisible(FIRST_CALL);
  await actions.getByRole('button', { name: 'End' }).click();
  await page.getByRole('dialog', { name: 'End event?' }).getByRole('button', { name: 'End event' }).click();
  await expect(page.getByText('Event ended')).toBeVisible();
  await expect(actions).toContainText('Waiting for an admin to choose the winners');
  await expect(actions.getByRole('button', { name: 'Select Winner' })).toHaveCount(0);
  await shotBoth(page, 'host');

  const { context: adminContext, page: adminPage } = await signedInElsewhere(browser, testInfo, admin.email);
  await adminPage.goto('/admin/events');
  await actionsOf(adminPage, title).getByRole('button', { name: 'Select Winner' }).click();
  const winners = adminPage.getByRole('dialog', { name: 'Select Winner' });
  await winners.getByRole('checkbox', { name: viewer.username }).check();
  // A streamer-led event pays its winners the whole pot.
  await expect(winners.getByText('Each winner is paid $10.00')).toBeVisible();
  await winners.getByRole('button', { name: 'Pay winners' }).click();
  await expect(adminPage.getByText('Winners paid')).toBeVisible(FIRST_CALL);
  await expect(viewerPage.getByTestId('account-balance')).toHaveText('$50.00');
  await expect(actions).not.toContainText('Waiting for an admin');

  const { discrepancies } = await reconcile();
  expect(discrepancies.filter((found) => [host.uid, viewer.uid].includes(found.uid ?? '') || found.item?.includes(eventId))).toEqual([]);
  await viewerContext.close();
  await adminContext.close();
});
