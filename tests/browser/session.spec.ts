import type { Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { createAccount, PASSWORD } from './support/accounts';
import { openPlayerBattle, settleBetOnWinner } from './support/battles';
import { expect, logInWithEmail, test } from './support/fixtures';
import { depositWithPaypal, verifyIdentity } from './support/walletData';
import type { SessionDoc } from '../../functions/src/shared/sessions/types';
import { SESSION_COLLECTIONS, sessionPaths } from '../../functions/src/shared/sessions/firestorePaths';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import { formatBattleMessage } from '../../functions/src/shared/battles/messages';
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

test('the session bar shows a verified betting user the links, a clock, and the net of the bets placed and settled in the session', async ({ page }) => {
  await setRealityCheckUnit(null);
  const battle = await openPlayerBattle('session-net-battle-demo01', ['session_ace', 'session_bee']);
  const [backed] = battle.competitors;
  const account = await createAccount({ cash: 10_000 });
  await verifyIdentity(account.uid);
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  await logInWithEmail(page, account.email, PASSWORD);
  await loginSession(page, account.uid);

  const bar = sessionBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Betting Rules' })).toHaveAttribute('href', '/betting-rules');
  await expect(bar.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', '/responsible-gaming');
  await expect(bar.getByRole('link', { name: 'Manage My Gambling' })).toHaveAttribute('href', '/preferences');
  await expect(bar.getByTestId('session-clock')).toHaveText(/^\d{2}:\d{2}:\d{2} (AM|PM)$/);
  await expect(bar.getByTestId('session-elapsed')).toHaveText(/^0h 00m \d{2}s$/);

  const net = bar.getByTestId('session-net');
  await expect(net).toHaveAttribute('aria-label', 'Session bets even $0.00');

  // A real bet through the drawer: the server counts it towards the session it finds.
  await page.goto('/battles');
  await page.getByTestId(`battle-${battle.id}`).getByRole('button', { name: `Bet on ${backed!.name}` }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await drawer.getByRole('textbox', { name: 'Amount' }).fill('5');
  await drawer.getByRole('button', { name: 'Place bet' }).click();
  await page.getByRole('dialog', { name: 'Confirm your bet' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(formatBattleMessage.betPlaced(500))).toBeVisible();
  await expect(net).toHaveAttribute('aria-label', 'Session bets down $5.00');
  await expect(net).toHaveText('$5.00');

  // Settled as won, by the battle settlement itself: $5.00 at 1.90 returns $9.50.
  const bets = await adminDb.collection(battlePaths.bets(battle.id)).where('user.id', '==', account.uid).get();
  expect(bets.size).toBe(1);
  expect(await settleBetOnWinner(battle, bets.docs[0]!.id, backed!.id)).toBe(true);
  await expect(net).toHaveAttribute('aria-label', 'Session bets up $4.50');
  await expect(page.getByTestId('account-balance')).toHaveText('$104.50');

  // A deposit in the session is not a bet: the net does not move.
  await depositWithPaypal(account, 2_000);
  await expect(page.getByTestId('account-balance')).toHaveText('$124.50');
  await expect(net).toHaveAttribute('aria-label', 'Session bets up $4.50');
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
