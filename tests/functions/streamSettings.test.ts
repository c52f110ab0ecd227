import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { sandboxUrl } from '../support/env';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { formatStreamMessage, streamMessages } from '../../functions/src/shared/streams/messages';
import { createAccount, visitor } from './support';
import { createStreamer, deliveriesOf, setChannelLive, streamDoc, uniqueName, waitForSubscriptions } from './streamSupport';

const FORM = { type: 'twitch', primaryColor: '#7D22FF', secondaryColor: '#0CFFCA', chatBotText: 'Type !bet to bet' } as const;

async function subscriptionsOf(broadcasterId: string) {
  // The sandbox lists subscriptions to the app that holds a token; the tests read them through its deliveries.
  const response = await fetch(`${sandboxUrl()}/__sandbox/webhooks`);
  const { deliveries } = (await response.json()) as { deliveries: Array<{ headers: Record<string, string>; body: { subscription?: { type?: string; condition?: { broadcaster_user_id?: string } } } }> };
  return deliveries
    .filter((delivery) => delivery.body.subscription?.condition?.broadcaster_user_id === broadcasterId)
    .map((delivery) => `${delivery.headers['Twitch-Eventsub-Message-Type']}:${delivery.body.subscription?.type}`);
}

describe('saveStreamSettings', () => {
  it('creates the stream with the form, the defaults and the server-kept fields', async () => {
    const client = await createAccount({ username: uniqueName('Setup') });
    const channel = client.username.toLowerCase();
    const result = await client.call('saveStreamSettings', { ...FORM, channel });
    expect(result).toEqual({ streamId: client.uid, settings: { ...FORM, channel }, twitchChannelFound: true });

    const stream = await streamDoc(client.uid);
    expect(stream).toMatchObject({
      id: client.uid,
      userId: client.uid,
      username: client.username,
      search: { username: client.username.toLowerCase() },
      ...FORM,
      channel,
      chatBotEnabled: true,
      customChallengeEnabled: true,
      chatBot: { valorant: { enabled: false } },
      challenges: { parlay: { enabled: false } },
      bets: { games: { valorant: { enabled: false } } },
      logo: null,
      riot: null,
      online: false,
      followerCount: 0,
      heat: { bets: 0, parlays: 0, challenges: 0, total: 0, active: false },
    });
    // Twitch: the channel resolved to its broadcaster, subscribed to stream.online and stream.offline.
    expect(stream?.twitch).toMatchObject({ login: channel, userId: expect.stringMatching(/^\d+$/), subscribed: true });
    await waitForSubscriptions(stream!.twitch!.userId!);
    expect((await subscriptionsOf(stream!.twitch!.userId!)).sort()).toEqual([
      'webhook_callback_verification:stream.offline',
      'webhook_callback_verification:stream.online',
    ]);
  });

  it('picks up a channel that is already live when it is saved', async () => {
    const channel = uniqueName('already');
    await setChannelLive(channel, true, { title: 'Warming up', game: 'VALORANT', viewers: 12 });
    const streamer = await createStreamer({ channel });
    expect(await streamDoc(streamer.uid)).toMatchObject({ online: true, title: 'Warming up', game: 'VALORANT', viewerCount: 12 });
    await setChannelLive(channel, false, { deliver: false });
  });

  it('updates the form, keeps the switches, and starts over when the channel changes', async () => {
    const streamer = await createStreamer();
    const online = await setChannelLive(streamer.channel, true, { title: 'Old channel' });
    await deliveriesOf(online.messages[0]!);
    await adminDb.doc(streamPaths.stream(streamer.uid)).update({ chatBotEnabled: false });
    const before = await streamDoc(streamer.uid);
    expect(before?.online).toBe(true);

    const channel = uniqueName('moved');
    await streamer.call('saveStreamSettings', { ...FORM, channel, primaryColor: '#112233' });
    const after = await streamDoc(streamer.uid);
    expect(after).toMatchObject({ channel, primaryColor: '#112233', chatBotEnabled: false, online: false, title: '', liveSession: null });
    expect(after?.twitch?.login).toBe(channel);
    expect(after?.twitch?.userId).not.toBe(before?.twitch?.userId);
    await setChannelLive(streamer.channel, false, { deliver: false });
  });

  it('keeps no Twitch connection for a stream without a platform', async () => {
    const client = await createAccount();
    const result = await client.call('saveStreamSettings', { ...FORM, type: 'none', channel: 'my-own-site' });
    expect(result.twitchChannelFound).toBeNull();
    expect(await streamDoc(client.uid)).toMatchObject({ type: 'none', channel: 'my-own-site', twitch: null });
  });

  it('moves the stream name and search field with a username change', async () => {
    const streamer = await createStreamer();
    const renamed = uniqueName('Renamed');
    await streamer.call('addUsername', { username: renamed });
    expect(await streamDoc(streamer.uid)).toMatchObject({ username: renamed, search: { username: renamed.toLowerCase() } });
  });

  it('refuses bad input with the form messages and writes nothing', async () => {
    const client = await createAccount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...FORM, channel: '' }, streamMessages.channelRequired],
      [{ ...FORM }, streamMessages.channelRequired],
      [{ ...FORM, channel: 'x', type: undefined }, streamMessages.platformRequired],
      [{ ...FORM, channel: 'x', type: 'youtube' }, formatStreamMessage.invalidStreamType('youtube')],
      [{ ...FORM, channel: 'x', primaryColor: 'purple' }, streamMessages.hexFormat],
      [{ ...FORM, channel: 'x', secondaryColor: '#0CFFC' }, streamMessages.hexFormat],
    ];
    for (const [request, message] of cases) {
      expect(await expectCallableError(client.call('saveStreamSettings', request), 'invalid-argument')).toBe(message);
    }
    expect((await adminDb.doc(streamPaths.stream(client.uid)).get()).exists).toBe(false);
  });

  it('refuses visitors', async () => {
    const guest = await visitor();
    await expectCallableError(guest.call('saveStreamSettings', { ...FORM, channel: 'guest' }), 'unauthenticated');
  });
});
