import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { newClient } from '../support/client';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';
import { saveShot } from './support/shots';
import { createStreamer, DESKTOP, PHONE } from './support/streams';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';

const REASON = 'Paid twice by mistake, customer asked by email';
/** Each callable's first call starts its function. */
const FIRST_CALL = { timeout: 30_000 };

/** A verified viewer with betting on and $100, and a client signed in as them. */
async function payer() {
  const account = await createAccount({ cash: 10_000 });
  await adminDb.doc(corePaths.user(account.uid)).update({ isVerified: true, 'features.betting': true });
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, account.email, PASSWORD);
  return { ...account, client };
}

const balanceOf = async (uid: string) => ((await adminDb.doc(corePaths.user(uid)).get()).get('account') as { balance: number }).balance;

/** Refunds through the dialog the Refund button opens, with a written reason, and waits for the spec's toast. */
async function refundWithReason(page: Page, title: string, username: string, amount: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(`${username} gets back ${amount} and 0 credits`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`${username} refunded ${amount} and 0 credits`)).toBeVisible(FIRST_CALL);
  await expect(dialog).toBeHidden();
}

test.beforeEach(async () => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
});

test("an admin refunds a challenge's contribution from its detail, and the pot shrinks live", async ({ page }) => {
  test.setTimeout(120_000);
  const host = await createStreamer('RefundHost');
  const viewer = await payer();
  await viewer.client.call('createChallenge', {
    requestId: 'req_pot_refund_challenge_1',
    streamId: host.uid,
    challengeId: 'refund-me',
    title: 'Knife only round',
    challengerName: viewer.username,
    basePrice: 1_500,
    credits: 0,
  });
  await viewer.client.close();
  expect(await balanceOf(viewer.uid)).toBe(8_500);

  const staff = await createAccount({ roles: ['admin'] });
  await openSignedIn(page, staff.email, `/${host.username}`);
  await page.getByRole('region', { name: 'Custom Challenge' }).getByTestId('challenge-row').click();
  const detail = page.getByRole('dialog', { name: 'Knife only round' });
  const held = detail.getByRole('list', { name: 'Money held (admin)' }).getByTestId('admin-held-payment');
  await expect(held).toContainText([`Sent by ${viewer.username} · $15.00`], FIRST_CALL);
  await held.getByRole('button', { name: 'Refund' }).click();
  await saveShot(page, 'pot-refund-challenge-dialog-desktop');
  await page.setViewportSize(PHONE);
  await saveShot(page, 'pot-refund-challenge-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await refundWithReason(page, 'Refund this contribution?', viewer.username, '$15.00');
  await expect(held).toHaveCount(0);
  await expect(detail).toContainText('$0.00');
  expect(await balanceOf(viewer.uid)).toBe(10_000);
});

test("an admin refunds an event entry from the event page, and another from the entrant's orders on the desk", async ({ page }) => {
  test.setTimeout(150_000);
  const [first, second] = [await payer(), await payer()];
  const staff = await createAccount({ roles: ['superAdmin'] });
  const organiser = newClient();
  await signInWithEmailAndPassword(organiser.auth, staff.email, PASSWORD);
  const { eventId } = await organiser.call('createEvent', {
    title: `Refund Cup ${first.username.slice(-6)}`,
    description: 'Most kills in an hour',
    type: 'kills',
    baseType: 'none',
    manual: false,
    selfSignUp: false,
    pricePerPlayer: 1_000,
  });
  await organiser.close();
  for (const [index, entrant] of [first, second].entries()) {
    await entrant.client.call('enterEvent', { requestId: `req_pot_refund_entry_${index}`, eventId });
    await entrant.client.close();
  }

  await openSignedIn(page, staff.email, `/event/${eventId}`);
  await expect(page.getByTestId('event-total')).toHaveText('$20.00');
  const held = page.getByRole('list', { name: 'Money held (admin)' }).getByTestId('admin-held-payment');
  await expect(held).toHaveCount(2, FIRST_CALL);
  await expect(held).toContainText(['Entry · $10.00', 'Entry · $10.00']);
  // Which row is whose: the dialog names the entrant.
  await held.first().getByRole('button', { name: 'Refund' }).click();
  // The dialog names the payer once their name has loaded ("this bettor" until then).
  const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
  await expect(dialog).toContainText(new RegExp(`${first.username}|${second.username}`), FIRST_CALL);
  const dialogText = await dialog.innerText();
  const [refunded, kept] = dialogText.includes(first.username) ? [first, second] : [second, first];
  await refundWithReason(page, 'Refund this payment?', refunded.username, '$10.00');
  await expect(held).toHaveCount(1);
  await expect(page.getByTestId('event-total')).toHaveText('$10.00');
  await expect(page.getByTestId('event-entrants')).toHaveText('1 of 32');
  expect(await balanceOf(refunded.uid)).toBe(10_000);

  // The support desk's orders list offers the other entry's refund.
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(kept.username);
  await page.getByRole('grid', { name: 'Users' }).getByRole('gridcell', { name: kept.username, exact: true }).click();
  const orders = page.getByTestId('user-detail').getByRole('table', { name: 'Orders' });
  const entryRow = orders.getByTestId('order-row').filter({ hasText: '$10.00' });
  await entryRow.getByRole('button', { name: 'Refund' }).click();
  await saveShot(page, 'pot-refund-orders-dialog-desktop');
  await page.setViewportSize(PHONE);
  await saveShot(page, 'pot-refund-orders-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await refundWithReason(page, 'Refund this payment?', kept.username, '$10.00');
  expect(await balanceOf(kept.uid)).toBe(10_000);
  await expect(orders.getByRole('button', { name: 'Refund' })).toHaveCount(0);
});
