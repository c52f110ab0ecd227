import type { Locator, Page } from '@playwright/test';
import { adminDb } from '../../support/admin';
import { newClient } from '../../support/client';
import { seedStreamWithHistory } from '../../support/streamerWithHistory';
import { createAccount } from './accounts';
import { saveShot } from './shots';
import { DESKTOP, PHONE } from './streams';
import { recordLimitDecision, verifyIdentity } from './walletData';
import { corePaths } from '../../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../../functions/src/shared/remoteConfig/firestorePaths';
import { streamBetPaths } from '../../../functions/src/shared/streamBets/firestorePaths';
import type { StreamOddsDoc } from '../../../functions/src/shared/streamBets/types';
import { streamPaths } from '../../../functions/src/shared/streams/firestorePaths';

export { playMatch } from '../../support/streamerWithHistory';

/** Turns stream betting on, with any other feature `flags` the test needs. */
export const enableBetting = (flags: Record<string, boolean> = {}) =>
  adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true, ...flags }, { merge: true });

/** Saves the screen at desktop and phone sizes into `streambets-<name>-desktop|phone`, with `focus` in view. */
export async function shotStreamBets(page: Page, name: string, focus?: Locator) {
  await page.setViewportSize(DESKTOP);
  await focus?.scrollIntoViewIfNeeded();
  await saveShot(page, `streambets-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await focus?.scrollIntoViewIfNeeded();
  await saveShot(page, `streambets-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** A live streamer with a connected Riot account and `matches` completed competitive matches in the sandbox. */
export async function liveStreamerWithHistory(username: string, matches = 100) {
  const account = await createAccount({ roles: ['streamer'], username });
  return { ...account, ...(await seedStreamWithHistory(account, matches)) };
}

/** A verified viewer with betting on and `cash` in their balance. */
export async function verifiedBettor(cash: number) {
  const account = await createAccount({ cash });
  await verifyIdentity(account.uid);
  await adminDb.doc(corePaths.user(account.uid)).update({ 'features.betting': true });
  // Paying a parlay with PayPal is a deposit: it needs the limit decision.
  await recordLimitDecision(account);
  return account;
}

/** The stream's current Valorant odds as the server stored them. */
export async function currentValorantOdds(streamId: string): Promise<StreamOddsDoc> {
  const oddsId = (await adminDb.doc(streamPaths.stream(streamId)).get()).get('currentOdds.valorant') as string;
  return (await adminDb.doc(streamBetPaths.odds(streamId, oddsId)).get()).data() as StreamOddsDoc;
}

/** Asks for the stream's odds as any visitor's page would: a changed history makes new current odds. */
export async function refreshOdds(streamId: string): Promise<void> {
  const client = newClient();
  try {
    await client.call('getOdds', { streamId, games: [{ type: 'valorant', mode: 'competitive' }] });
  } finally {
    await client.close();
  }
}
