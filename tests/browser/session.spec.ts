import type { Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { runLedger } from '../../functions/src/ledger/ledger';
import { wagerDebit, winningsCredit } from '../../functions/src/ledger/operations';
import { adminDb } from '../support/admin';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, logInWithEmail, test } from './support/fixtures';
import type { SessionDoc } from '../../functions/src/shared/sessions/types';
import { SESSION_COLLECTIONS, sessionPaths } from '../../functions/src/shared/sessions/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';

/** One reality-check "hour" in this file: longer than the 5-second lock, so the dialog visibly closes and returns. */
const UNIT_MS = 8_000;

async function activeSessionsOf(uid: string): Promise<Array<SessionDoc & { id: string }>> {
  const snap = await adminDb.collection(SESSION_COLLECTIONS.sessions).where('userId', '==', uid).where('isActive', '==', true).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as SessionDoc) }));
}

/**
 * Waits for the session the login created, and for the tab to have kept its id (the server writes the session
 * before the tab hears back), and returns the id.
 */
async function loginSession(page: Page, uid: string): Promise<string> {
  await expect.poll(async () => (await activeSessionsOf(uid)).length, { timeout: 15_000 }).toBe(1);
  const [session] = await activeSessionsOf(uid);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('clutchpot.session')), { timeout: 15_000 })
    .toContain(session!.id);
  return session!.id;
}

async function expiresAt(sessionId: string): Promise<number> {
  const snap = await adminDb.doc(sessionPaths.session(sessionId)).get();
  return (snap.data() as SessionDoc).expiresAt.toMillis();
}

async function bettingUser(): Promise<{ uid: string; email: string }> {
  const account = await createAccount();
  await adminDb.doc(corePaths.user(account.uid)).update({ isVerified: true, 'features.betting': true });
  return account;
}

function sessionBar(page: Page) {
  return page.getByRole('region', { name: 'Your session' });
}

/** Sessions created from now on use `unitMs` per reality-check hour (null: a real hour). */
async function setRealityCheckUnit(unitMs: number | null): Promise<void> {
  await adminDb.doc(remoteConfigPaths.config('app')).set({ realityCheckUnitMs: unitMs ?? FieldValue.delete() }, { merge: true });
}

test.beforeEach(async () => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
});

test('logging in starts a session; the reality check asks to continue, locks, returns, and ends the session', async ({ page }) => {
  test.setTimeout(120_000);
  await setRealityCheckUnit(UNIT_MS);
  const { uid, email } = await createAccount();
  await logInWithEmail(page, email, PASSWORD);
  const sessionId = await loginSession(page, uid);

  // A reload keeps the session the tab started.
  await page.reload();
  await expect(page.getByTestId('account-balance')).toBeVisible();
  expect((await activeSessionsOf(uid)).map((session) => session.id)).toEqual([sessionId]);

  const dialog = page.getByRole('dialog', { name: 'Reality Check' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(/You have been playing for \d+ seconds?/);
  await expect(dialog.getByRole('link', { name: 'View transaction history' })).toHaveAttribute('href', '/withdraw');
  await expect(dialog).toContainText('Would you like to continue?');

  const keepPlaying = dialog.getByRole('button', { name: 'Keep Playing' });
  const endSession = dialog.getByRole('button', { name: 'End Session' });
  const firstExpiry = await expiresAt(sessionId);
  await keepPlaying.click();
  await expect(keepPlaying).toBeDisabled();
  await expect(endSession).toBeDisabled();
  await expect.poll(() => expiresAt(sessionId)).toBeGreaterThan(firstExpiry);

  // The lock passes, the refreshed session has not expired yet: the dialog closes, then returns after the interval.
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(endSession).toBeEnabled();
  await endSession.click();

  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  const ended = (await adminDb.doc(sessionPaths.session(sessionId)).get()).data() as SessionDoc;
  expect(ended.isActive).toBe(false);
  expect(await activeSessionsOf(uid)).toEqual([]);
});

test('a session left unanswered for a whole further interval ends by itself and signs the user out', async ({ page }) => {
  await setRealityCheckUnit(UNIT_MS);
  const { uid, email } = await createAccount();
  await logInWithEmail(page, email, PASSWORD);
  const sessionId = await loginSession(page, uid);
  // The user was away: the session expired more than one interval ago.
  const longAgo = Date.now() - 3 * UNIT_MS;
  await adminDb.doc(sessionPaths.session(sessionId)).update({
    createdAt: Timestamp.fromMillis(longAgo),
    expiresAt: Timestamp.fromMillis(longAgo + UNIT_MS),
  });

  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
  expect(((await adminDb.doc(sessionPaths.session(sessionId)).get()).data() as SessionDoc).isActive).toBe(false);
});

test('the session bar shows a verified betting user the links, a clock, the net bet total and the session time', async ({ page }) => {
  await setRealityCheckUnit(null);
  const { uid, email } = await bettingUser();
  await logInWithEmail(page, email, PASSWORD);
  const sessionId = await loginSession(page, uid);

  const bar = sessionBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Betting Rules' })).toHaveAttribute('href', '/betting-rules');
  await expect(bar.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', '/responsible-gaming');
  await expect(bar.getByRole('link', { name: 'Manage My Gambling' })).toHaveAttribute('href', '/preferences');
  await expect(bar.getByTestId('session-clock')).toHaveText(/^\d{2}:\d{2}:\d{2} (AM|PM)$/);
  await expect(bar.getByTestId('session-elapsed')).toHaveText(/^0h 00m \d{2}s$/);

  const net = bar.getByTestId('session-net');
  await expect(net).toHaveAttribute('aria-label', 'Session bets even $0.00');

  await runLedger([{ uid, idempotencyKey: `opening_${uid}`, type: 'admin_adjustment', cash: 5_000, reason: 'test' }]);
  await runLedger([
    wagerDebit({ uid, idempotencyKey: `bet_${uid}`, type: 'bet_placed', cash: 500, sessionId, reference: { kind: 'bet', id: 'b1' } }),
  ]);
  await expect(net).toHaveAttribute('aria-label', 'Session bets down $5.00');
  await expect(net).toHaveText('$5.00');

  await runLedger([
    winningsCredit({
      uid,
      idempotencyKey: `won_${uid}`,
      type: 'bet_completed',
      from: [{ bucket: 'wagers_held', amount: 500 }, { bucket: 'house', amount: 1_000 }],
      sessionId,
      reference: { kind: 'bet', id: 'b1' },
    }),
  ]);
  await expect(net).toHaveAttribute('aria-label', 'Session bets up $10.00');

  // Cash moved outside the session's wagers does not count.
  await runLedger([{ uid, idempotencyKey: `adjust_${uid}`, type: 'admin_adjustment', cash: 2_000, sessionId, reason: 'test' }]);
  await expect(page.getByTestId('account-balance')).toHaveText('$80.00');
  await expect(net).toHaveAttribute('aria-label', 'Session bets up $10.00');
});

test('the session bar is hidden from a user whose identity is not verified', async ({ page }) => {
  await setRealityCheckUnit(null);
  const { uid, email } = await createAccount();
  await adminDb.doc(corePaths.user(uid)).update({ 'features.betting': true });
  await logInWithEmail(page, email, PASSWORD);
  await loginSession(page, uid);
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expect(sessionBar(page)).toHaveCount(0);
});

test('the session bar follows the global betting flag live', async ({ page }) => {
  await setRealityCheckUnit(null);
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: false }, { merge: true });
  const { uid, email } = await bettingUser();
  await logInWithEmail(page, email, PASSWORD);
  await loginSession(page, uid);
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expect(sessionBar(page)).toHaveCount(0);

  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  await expect(sessionBar(page)).toBeVisible();
});
