import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SECRETS } from '../../scripts/sandbox/server';
import { adminDb } from '../support/admin';
import { sandboxPost } from '../support/sandbox';
import { eventSubSignature } from '../../functions/src/streams/eventSubMessage';
import { STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { waitFor } from './support';
import { createStreamer, deliveriesOf, postEventSub, setChannelLive, streamDoc, type Streamer } from './streamSupport';

/**
 * The twitchEventSub webhook: Twitch's signed messages (through the sandbox, which signs them as Twitch does) and
 * messages a test signs or forges itself.
 */
const SECRET = SANDBOX_SECRETS.TWITCH_EVENTSUB_SECRET!;
const MINUTE = 60_000;

interface Message {
  id?: string;
  type?: string;
  timestamp?: string;
  body: unknown;
  secret?: string;
}

function signed({ id = randomUUID(), type = 'notification', timestamp = new Date().toISOString(), body, secret = SECRET }: Message) {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'Twitch-Eventsub-Message-Id': id,
      'Twitch-Eventsub-Message-Timestamp': timestamp,
      'Twitch-Eventsub-Message-Signature': eventSubSignature(secret, id, timestamp, rawBody),
      'Twitch-Eventsub-Message-Type': type,
      'Twitch-Eventsub-Subscription-Type': (body as { subscription?: { type?: string } }).subscription?.type ?? '',
      'Twitch-Eventsub-Subscription-Version': '1',
    },
  };
}

function onlineBody(broadcasterId: string, streamId = `${Date.now()}`) {
  return {
    subscription: { id: randomUUID(), type: 'stream.online', version: '1', status: 'enabled', condition: { broadcaster_user_id: broadcasterId } },
    event: { id: streamId, broadcaster_user_id: broadcasterId, broadcaster_user_login: 'x', broadcaster_user_name: 'x', type: 'live', started_at: new Date().toISOString() },
  };
}

async function liveStreamer(): Promise<Streamer & { broadcasterId: string }> {
  const streamer = await createStreamer();
  const stream = await waitFor(() => streamDoc(streamer.uid), (doc) => doc?.twitch?.subscribed === true, 10_000);
  return Object.assign(streamer, { broadcasterId: stream!.twitch!.userId! });
}

async function handledMessages(): Promise<number> {
  return (await adminDb.collection(STREAM_COLLECTIONS.eventSubMessages).count().get()).data().count;
}

describe('twitchEventSub: messages from Twitch', () => {
  it('takes a stream live on a signed stream.online and offline on stream.offline', async () => {
    const streamer = await liveStreamer();
    const online = await setChannelLive(streamer.channel, true, { title: 'Ranked grind', game: 'VALORANT', viewers: 321 });
    expect(online.messages).toHaveLength(1);
    const [delivery] = await deliveriesOf(online.messages[0]!);
    expect(delivery?.status).toBe(204);
    expect(delivery?.headers['Twitch-Eventsub-Message-Signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await streamDoc(streamer.uid)).toMatchObject({
      online: true,
      title: 'Ranked grind',
      game: 'VALORANT',
      viewerCount: 321,
      thumbnailUrl: expect.stringContaining('{width}x{height}'),
      liveSession: { id: online.streamId },
    });

    const offline = await setChannelLive(streamer.channel, false);
    expect((await deliveriesOf(offline.messages[0]!))[0]?.status).toBe(204);
    const stream = await streamDoc(streamer.uid);
    expect(stream).toMatchObject({ online: false, viewerCount: 0, liveSession: null });
    expect(stream?.lastOnline).not.toBeNull();
  });

  it('answers the verification challenge with the raw challenge text', async () => {
    const challenge = `pogchamp-kappa-${randomUUID()}`;
    const { headers, rawBody } = signed({
      type: 'webhook_callback_verification',
      body: { challenge, subscription: { id: randomUUID(), type: 'stream.online', version: '1', status: 'webhook_callback_verification_pending', condition: { broadcaster_user_id: '1' } } },
    });
    const answer = await postEventSub(headers, rawBody);
    expect(answer).toEqual({ status: 200, text: challenge });
  });

  it('answers the sandbox challenge sent again for a subscription', async () => {
    await liveStreamer();
    const response = await fetch(`${process.env.CLUTCHPOT_SANDBOX_URL}/__sandbox/webhooks`);
    const { deliveries } = (await response.json()) as { deliveries: Array<{ headers: Record<string, string>; body: { subscription?: { id?: string } } }> };
    const subscriptionId = deliveries.find((delivery) => delivery.headers['Twitch-Eventsub-Message-Type'] === 'webhook_callback_verification')?.body.subscription?.id;
    expect(await sandboxPost('/__sandbox/twitch/eventsub/verify', { subscriptionId })).toEqual({ verified: true, status: 'enabled' });
  });

  it('handles a replayed message once: the redelivery changes nothing', async () => {
    const streamer = await liveStreamer();
    const online = await setChannelLive(streamer.channel, true, { title: 'Once' });
    await deliveriesOf(online.messages[0]!);
    const offline = await setChannelLive(streamer.channel, false);
    await deliveriesOf(offline.messages[0]!);
    expect((await streamDoc(streamer.uid))?.online).toBe(false);

    // The same stream.online message again, byte for byte (same id, timestamp and signature).
    await sandboxPost('/__sandbox/twitch/eventsub/redeliver', { messageId: online.messages[0] });
    const deliveries = await deliveriesOf(online.messages[0]!, 2);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([204, 204]);
    expect((await streamDoc(streamer.uid))?.online).toBe(false);
    const handled = await adminDb.doc(streamPaths.eventSubMessage(online.messages[0]!)).get();
    expect(handled.get('status')).toBe('handled');
  });
});

describe('twitchEventSub: messages that are refused', () => {
  it('refuses a forged signature, and one made with another secret', async () => {
    const streamer = await liveStreamer();
    const before = await handledMessages();
    const good = signed({ body: onlineBody(streamer.broadcasterId) });
    const tampered = { ...good.headers, 'Twitch-Eventsub-Message-Signature': `sha256=${'0'.repeat(64)}` };
    expect((await postEventSub(tampered, good.rawBody)).status).toBe(403);
    const otherSecret = signed({ body: onlineBody(streamer.broadcasterId), secret: 'not-the-eventsub-secret' });
    expect((await postEventSub(otherSecret.headers, otherSecret.rawBody)).status).toBe(403);
    // A signed body with something else sent instead.
    expect((await postEventSub(good.headers, good.rawBody.replace('"live"', '"LIVE"'))).status).toBe(403);
    expect((await streamDoc(streamer.uid))?.online).toBe(false);
    expect(await handledMessages()).toBe(before);
  });

  it('refuses a message without the signature headers', async () => {
    const { rawBody, headers } = signed({ body: onlineBody('1') });
    const { 'Twitch-Eventsub-Message-Signature': _signature, ...unsigned } = headers;
    expect((await postEventSub(unsigned, rawBody)).status).toBe(403);
  });

  it('refuses a correctly signed message older (or newer) than 10 minutes', async () => {
    const streamer = await liveStreamer();
    for (const offset of [-11 * MINUTE, 11 * MINUTE]) {
      const stale = signed({ body: onlineBody(streamer.broadcasterId), timestamp: new Date(Date.now() + offset).toISOString() });
      expect(await postEventSub(stale.headers, stale.rawBody)).toEqual({ status: 403, text: 'Stale message' });
    }
    expect((await streamDoc(streamer.uid))?.online).toBe(false);
    // Inside the window it is accepted.
    const recent = signed({ body: onlineBody(streamer.broadcasterId, `${Date.now()}1`), timestamp: new Date(Date.now() - 9 * MINUTE).toISOString() });
    expect((await postEventSub(recent.headers, recent.rawBody)).status).toBe(204);
    expect((await streamDoc(streamer.uid))?.online).toBe(true);
  });

  it('answers a replay of a message it signed itself once, without acting on it again', async () => {
    const streamer = await liveStreamer();
    const message = signed({ body: onlineBody(streamer.broadcasterId, `${Date.now()}2`) });
    expect((await postEventSub(message.headers, message.rawBody)).status).toBe(204);
    const offline = signed({
      body: { subscription: { type: 'stream.offline', condition: { broadcaster_user_id: streamer.broadcasterId } }, event: { broadcaster_user_id: streamer.broadcasterId, broadcaster_user_login: 'x' } },
    });
    expect((await postEventSub(offline.headers, offline.rawBody)).status).toBe(204);
    expect((await streamDoc(streamer.uid))?.online).toBe(false);
    expect((await postEventSub(message.headers, message.rawBody)).status).toBe(204);
    expect((await streamDoc(streamer.uid))?.online).toBe(false);
  });

  it('refuses other methods and unknown message types', async () => {
    expect((await postEventSub({}, '', 'GET')).status).toBe(405);
    const odd = signed({ type: 'surprise', body: onlineBody('1') });
    expect((await postEventSub(odd.headers, odd.rawBody)).status).toBe(400);
  });

  it('marks a revoked subscription so the reconcile job subscribes again', async () => {
    const streamer = await liveStreamer();
    const revocation = signed({
      type: 'revocation',
      body: { subscription: { id: randomUUID(), type: 'stream.online', version: '1', status: 'authorization_revoked', condition: { broadcaster_user_id: streamer.broadcasterId } } },
    });
    expect((await postEventSub(revocation.headers, revocation.rawBody)).status).toBe(204);
    expect((await streamDoc(streamer.uid))?.twitch?.subscribed).toBe(false);
  });
});
