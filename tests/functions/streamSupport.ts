import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { connectFirestoreEmulator, deleteDoc, doc, getFirestore, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { adminDb } from '../support/admin';
import type { TestClient } from '../support/client';
import { firestoreHost, functionsUrl, sandboxUrl } from '../support/env';
import { sandboxPost } from '../support/sandbox';
import { createAccount, waitFor, type AccountUser } from './support';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import type { StreamDoc } from '../../functions/src/shared/streams/types';
import type { StreamPlatform } from '../../functions/src/shared/streams/constants';

export type StoredStream = StreamDoc<Timestamp>;

/** A unique lower-case name for a Twitch channel or username in this run (the sandbox keeps channels between files). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
}

export async function streamDoc(streamId: string): Promise<StoredStream | undefined> {
  return (await adminDb.doc(streamPaths.stream(streamId)).get()).data() as StoredStream | undefined;
}

export interface Streamer extends AccountUser {
  channel: string;
}

/**
 * An account with a stream saved through the Stream Setup form's callable; Twitch by default, on its own channel,
 * returned once Twitch has verified the stream's EventSub subscriptions (so going live reaches the webhook).
 */
export async function createStreamer(options: { username?: string; type?: StreamPlatform; channel?: string } = {}): Promise<Streamer> {
  const client = await createAccount({ username: options.username ?? uniqueName('streamer') });
  const channel = options.channel ?? client.username.toLowerCase();
  await client.call('saveStreamSettings', {
    type: options.type ?? 'twitch',
    channel,
    primaryColor: '#7D22FF',
    secondaryColor: '#0CFFCA',
    chatBotText: '',
  });
  if ((options.type ?? 'twitch') === 'twitch') {
    const stream = await waitFor(() => streamDoc(client.uid), (doc) => Boolean(doc?.twitch?.subscribed), 30_000);
    await waitForSubscriptions(stream!.twitch!.userId!);
  }
  return Object.assign(client, { channel });
}

/** Waits until the stream's Twitch channel is resolved and its EventSub subscriptions are enabled in the sandbox. */
export async function waitForSubscriptions(broadcasterId: string): Promise<void> {
  await waitFor(
    async () => {
      const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
      const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
      return deliveries.filter(
        (delivery) =>
          delivery.headers['Twitch-Eventsub-Message-Type'] === 'webhook_callback_verification' &&
          (delivery.body as { subscription?: { condition?: { broadcaster_user_id?: string } } }).subscription?.condition?.broadcaster_user_id === broadcasterId,
      );
    },
    (found) => found.length >= 2 && found.every((delivery) => delivery.status === 200),
    // The first delivery waits on the webhook function's cold worker.
    30_000,
  );
}

// ---- The Twitch sandbox ----------------------------------------------------------------------------------------

export interface Delivery {
  target: string;
  type: string;
  status: number | string;
  headers: Record<string, string>;
  body: unknown;
}

export interface LiveControl {
  live: boolean;
  userId: string;
  streamId?: string;
  /** Ids of the EventSub messages sent. */
  messages: string[];
}

/** Takes a channel live (title, game, viewers, thumbnail) or offline in the sandbox, as the streamer would on Twitch. */
export function setChannelLive(login: string, live: boolean, details: { title?: string; game?: string; viewers?: number; deliver?: boolean } = {}) {
  return sandboxPost<LiveControl>('/__sandbox/twitch/streams', { login, live, ...details });
}

/** The sandbox's deliveries of one EventSub message id, once every one has had its final answer. */
export async function deliveriesOf(messageId: string, count = 1): Promise<Delivery[]> {
  return waitFor(
    async () => {
      const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
      const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
      return deliveries.filter((delivery) => delivery.headers['Twitch-Eventsub-Message-Id'] === messageId);
    },
    (found) => found.length >= count && found.every((delivery) => delivery.status !== 'pending'),
    15_000,
  );
}

/** Posts straight to the twitchEventSub function, as Twitch (or an attacker) would. */
export async function postEventSub(headers: Record<string, string>, rawBody: string, method = 'POST'): Promise<{ status: number; text: string }> {
  const response = await fetch(`${functionsUrl()}/twitchEventSub`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'GET' ? {} : { body: rawBody }),
  });
  return { status: response.status, text: await response.text() };
}

// ---- The Riot sandbox -----------------------------------------------------------------------------------------

export const RIOT_REDIRECT_URI = 'http://127.0.0.1:5173/auth/riotgames';

/** A Riot Sign-On code as the sandbox's sign-in page would issue it for this Riot ID. */
export async function mintRiotCode(gameName: string, tagLine = 'EUW', redirectUri = RIOT_REDIRECT_URI) {
  const minted = await sandboxPost<{ code: string; puuid: string; gameName: string; tagLine: string }>('/__sandbox/riot/codes', { gameName, tagLine, redirectUri });
  expect(minted.puuid).toHaveLength(78);
  return minted;
}

export function seedMatchHistory(puuid: string, count: number, queueId?: string) {
  return sandboxPost<{ matchIds: string[] }>('/__sandbox/riot/history', { puuid, count, ...(queueId ? { queueId } : {}) });
}

// ---- Client-side Firestore (follows are written by the follower, under the rules) ----------------------------

const clientDbs = new WeakMap<TestClient, Firestore>();

/** The Firestore SDK of a test client, as the browser uses it (security rules apply). */
export function clientDb(client: TestClient): Firestore {
  let db = clientDbs.get(client);
  if (!db) {
    db = getFirestore(client.app);
    const [host = '127.0.0.1', port = '8080'] = firestoreHost().split(':');
    connectFirestoreEmulator(db, host, Number(port));
    clientDbs.set(client, db);
  }
  return db;
}

export async function follow(client: TestClient & { uid: string }, streamId: string): Promise<void> {
  await setDoc(doc(clientDb(client), streamPaths.follower(streamId, client.uid)), { userId: client.uid, createdAt: serverTimestamp() });
}

export async function unfollow(client: TestClient & { uid: string }, streamId: string): Promise<void> {
  await deleteDoc(doc(clientDb(client), streamPaths.follower(streamId, client.uid)));
}

export async function followerCountOf(streamId: string, expected: number): Promise<StoredStream> {
  return (await waitFor(() => streamDoc(streamId), (stream) => stream?.followerCount === expected, 15_000))!;
}
