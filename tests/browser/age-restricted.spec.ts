import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { signedInClient } from '../support/client';
import { seedStreamWithHistory } from '../support/streamerWithHistory';
import { createAccount } from './support/accounts';
import { openPlayerBattle } from './support/battles';
import { expect, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { createDepositor, openSignedInForDeposit } from './support/wallet';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { expectNoSidewaysScroll } from './support/layout';

/**
 * Every page where money is staked or paid in or out sits under the 18+ notice (spec 01, "Age-restricted wrapper
 * around gambling pages"): battles, a battle, a streamer's page, an event, deposit and withdraw.
 */
const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

const ageBar = (page: Page) => page.getByRole('complementary', { name: 'Age restriction' });

async function expectAgeBar(page: Page, path: string, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(ageBar(page)).toHaveCount(1);
  await expect(ageBar(page)).toContainText('18+ only.');
  await expect(ageBar(page).getByRole('link', { name: 'safer gambling tools' })).toHaveAttribute('href', '/responsible-gaming');
  await saveShot(page, `age-restricted-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expect(ageBar(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveShot(page, `age-restricted-${name}-phone`);
}

test('battles, a battle, a streamer, an event, deposit and withdraw carry the 18+ notice; account pages do not', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, uid } = await createDepositor({ verified: true, agreed: true });
  await adminDb.doc(corePaths.user(uid)).update({ 'features.betting': true });
  const streamer = await createAccount({ roles: ['streamer'] });
  await seedStreamWithHistory(streamer, 0, { online: false });
  const battle = await openPlayerBattle(`age-bar-${uid.slice(0, 6)}`, ['Nova', 'Orbit']);
  const admin = await signedInClient({ roles: ['admin'] });
  const { eventId } = await admin.call('createEvent', {
    title: 'Age bar showdown',
    description: 'Highest rank by midnight takes the pot.',
    type: 'rank',
    baseType: 'none',
    manual: true,
    selfSignUp: false,
    pricePerPlayer: 1_000,
  });
  await admin.close();

  await openSignedInForDeposit(page, email);
  await expectAgeBar(page, '/battles', 'battles');
  await expectAgeBar(page, `/battles/${battle.slug}`, 'battle');
  await expectAgeBar(page, `/${streamer.username}`, 'streamer');
  await expectAgeBar(page, `/event/${eventId}`, 'event');
  await expectAgeBar(page, '/deposit', 'deposit');
  await expectAgeBar(page, '/withdraw', 'withdraw');

  await page.setViewportSize(DESKTOP);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(ageBar(page)).toHaveCount(0);
});
