import { signInWithEmailAndPassword } from 'firebase/auth';
import { adminDb } from '../support/admin';
import { newClient, type TestClient } from '../support/client';
import { createAccount, PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { allowSound, chimesPlayed, recordChimes } from './support/chimes';
import { createStreamer } from './support/streams';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';

const clients: TestClient[] = [];

test.afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function signedIn(email: string): Promise<TestClient> {
  const client = newClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  return client;
}

test('the overlay shows the stream’s accepted challenges live, in the streamer’s colours, on a transparent page', async ({ page }) => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  const host = await createStreamer('OverlayOwl');
  const viewer = await createAccount({ cash: 20_000 });
  await adminDb.doc(`users/${viewer.uid}`).update({ isVerified: true, 'features.betting': true });
  const [fan, streamer] = [await signedIn(viewer.email), await signedIn(host.email)];
  const send = (challengeId: string, title: string, basePrice: number) =>
    fan.call('createChallenge', { requestId: `req_${challengeId}_0001`, streamId: host.uid, challengeId, title, challengerName: viewer.username, basePrice, credits: 0 });
  const accept = (challengeId: string, status = 'active') => streamer.call('updateChallenge', { streamId: host.uid, challengeId, status });

  await send('knife-round', 'Knife only round', 2_500);
  await send('no-scope-ace', 'No scope ace', 1_000);
  await accept('knife-round');

  await page.goto(`/overlay/${host.uid}`);
  const items = page.getByTestId('overlay-challenge');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Knife only round');
  await expect(items.first()).toContainText('$25.00');
  await expect(items.first()).toContainText(`from ${viewer.username}`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  expect(await items.first().evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(125, 34, 255)');

  await accept('no-scope-ace');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('No scope ace');
  await accept('knife-round', 'completed');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('No scope ace');

  // For review: the overlay as the streaming program composes it over a dark game scene.
  await page.addStyleTag({ content: 'html { background: #16161d !important; }' });
  await saveShot(page, 'challenges-overlay-dark');
});

test('the overlay chimes for a new challenge, a completed one and a heat change, and stays silent with ?sounds=off', async ({ page }) => {
  await adminDb.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  const host = await createStreamer('ChimeOwl');
  const viewer = await createAccount({ cash: 20_000 });
  await adminDb.doc(`users/${viewer.uid}`).update({ isVerified: true, 'features.betting': true });
  const [fan, streamer] = [await signedIn(viewer.email), await signedIn(host.email)];
  await recordChimes(page.context());
  const muted = await page.context().newPage();
  await page.goto(`/overlay/${host.uid}`);
  await muted.goto(`/overlay/${host.uid}?sounds=off`);
  for (const overlay of [page, muted]) {
    const main = overlay.getByRole('main', { name: 'Challenges overlay' });
    await expect(main).toHaveAttribute('aria-busy', 'false');
    await allowSound(main);
  }

  // The first challenge is new, and takes the stream from Cold to Warm.
  await fan.call('createChallenge', { requestId: 'req_chime_dare_0001', streamId: host.uid, challengeId: 'chime-dare', title: 'Deagle only', challengerName: viewer.username, basePrice: 1_000, credits: 0 });
  await expect.poll(async () => (await chimesPlayed(page)).sort()).toEqual(['heatUp', 'newChallenge']);
  await streamer.call('updateChallenge', { streamId: host.uid, challengeId: 'chime-dare', status: 'active' });
  for (const overlay of [page, muted]) await expect(overlay.getByTestId('overlay-challenge')).toContainText('Deagle only');
  await streamer.call('updateChallenge', { streamId: host.uid, challengeId: 'chime-dare', status: 'completed' });
  await expect.poll(() => chimesPlayed(page)).toContain('completedChallenge');
  await expect(muted.getByTestId('overlay-challenge')).toHaveCount(0);

  expect((await chimesPlayed(page)).sort()).toEqual(['completedChallenge', 'heatUp', 'newChallenge']);
  expect(await chimesPlayed(muted)).toEqual([]);
  await muted.close();
});
