import { signInWithEmailAndPassword } from 'firebase/auth';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../support/admin';
import { streamDocument } from '../../support/streamDocument';
import { newClient } from '../../support/client';
import { sandboxPost } from '../../support/sandbox';
import { sandboxUrl } from '../../support/env';
import { TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET } from '../../../scripts/sandbox/twitch';
import { createAccount, PASSWORD } from './accounts';
import { saveShot } from './shots';
import { expect } from './fixtures';

/** The EventSub subscription types Twitch has enabled (verified) for a broadcaster, as the app sees them in Helix. */
async function enabledSubscriptionTypes(broadcasterId: string): Promise<string[]> {
  const { access_token: token } = await sandboxPost<{ access_token: string }>('/twitch/oauth2/token', {
    client_id: TWITCH_CLIENT_ID,
    client_secret: TWITCH_CLIENT_SECRET,
    grant_type: 'client_credentials',
  });
  const url = `${sandboxUrl()}/twitch/helix/eventsub/subscriptions?user_id=${broadcasterId}&status=enabled`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'client-id': TWITCH_CLIENT_ID } });
  const { data } = (await response.json()) as { data: Array<{ type: string }> };
  return data.map((subscription) => subscription.type).sort();
}

/** A streamer account with a saved Twitch stream on a channel named after them (lower case), through the callable. */
export async function createStreamer(username: string) {
  const account = await createAccount({ username, roles: ['streamer'] });
  const client = newClient();
  try {
    await signInWithEmailAndPassword(client.auth, account.email, PASSWORD);
    await client.call('saveStreamSettings', {
      type: 'twitch',
      channel: username.toLowerCase(),
      primaryColor: '#7D22FF',
      secondaryColor: '#0CFFCA',
    });
  } finally {
    await client.close();
  }
  // Twitch sends live events only to subscriptions it has verified: wait for the functions to have them.
  await expect
    .poll(async () => (await adminDb.doc(`streams/${account.uid}`).get()).get('twitch.subscribed') as unknown, { timeout: 30_000 })
    .toBe(true);
  // The functions mark the stream subscribed when Twitch accepts the subscriptions; Twitch enables them (and sends
  // events) only once their callback answered the verification challenge, which a cold functions worker can delay.
  const broadcasterId = (await adminDb.doc(`streams/${account.uid}`).get()).get('twitch.userId') as string;
  await expect.poll(() => enabledSubscriptionTypes(broadcasterId), { timeout: 30_000 }).toEqual(['stream.offline', 'stream.online']);
  return { ...account, channel: username.toLowerCase() };
}

/**
 * A streamer account with a stream document as Stream Setup saves it, offline and without Twitch subscriptions:
 * enough for the streamer search (the 'Select Streamer' picker) to find them.
 */
export async function createListedStreamer(username: string) {
  const account = await createAccount({ username, roles: ['streamer'] });
  await adminDb.doc(`streams/${account.uid}`).set(streamDocument({ uid: account.uid, username, channel: username.toLowerCase() }, Timestamp.now()));
  return account;
}

/** Takes a channel live or offline in the sandbox, which sends Twitch's signed EventSub message to the functions. */
export async function setChannelLive(login: string, live: boolean, details: { title?: string; game?: string; viewers?: number } = {}) {
  await sandboxPost('/__sandbox/twitch/streams', { login, live, ...details });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** Saves the screen at desktop and phone sizes (`streams-<name>-desktop`, `-phone`). */
export async function shotBoth(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await saveShot(page, `streams-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await saveShot(page, `streams-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
