import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { recordStreamActivity } from '../../functions/src/streams/activity';
import { hourKey } from '../../functions/src/shared/streams/activity';
import { HOUR_MS, type ActivityKind } from '../../functions/src/shared/streams/constants';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import type { Broadcaster } from '../../functions/src/shared/streams/types';
import { createAccount, visitor } from './support';
import { setFlags } from './walletSupport';
import { createStreamer, follow, streamDoc, uniqueName, type Streamer } from './streamSupport';
import { challengeRequest, challenger, streamerWithStream } from './challengeSupport';

const KINDS: ActivityKind[] = ['bets', 'parlays', 'challenges'];

/** Records `count` activities on the stream as the bet, parlay and challenge callables will: one transaction each. */
async function recordActivity(streamId: string, count: number, at = Date.now(), kinds = KINDS): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await adminDb.runTransaction(async (tx) => recordStreamActivity(tx, streamId, kinds[index % kinds.length]!, at));
  }
}

async function topRated(limit = 48): Promise<Broadcaster[]> {
  return (await (await visitor()).call('fetchStreamBroadcasters', { limit, feed: 'TOP_RATED' })).broadcasters;
}

describe('heat levels', () => {
  const totals = [0, 1, 14, 15, 29, 30];
  const streamers = new Map<number, Streamer>();

  it.each([
    [0, 'Cold'],
    [1, 'Warm'],
    [14, 'Warm'],
    [15, 'Hot'],
    [29, 'Hot'],
    [30, 'Sizzling'],
  ])('%d activities in the last 24 hours is %s', async (total, level) => {
    if (streamers.size === 0) {
      for (const count of totals) {
        const streamer = await createStreamer({ type: 'none', username: uniqueName(`heat${count}`) });
        streamers.set(count, streamer);
        await recordActivity(streamer.uid, count);
      }
    }
    const card = (await topRated()).find((broadcaster) => broadcaster.id === streamers.get(total)!.uid);
    expect(card?.heat).toBe(level);
    expect(card?.counts.total).toBe(total);
    expect(card!.counts.bets + card!.counts.parlays + card!.counts.challenges).toBe(total);
  });

  it('counts the current hour and the 23 before it, not older activity', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const now = Date.now();
    await recordActivity(streamer.uid, 2, now - 23 * HOUR_MS, ['bets']);
    await recordActivity(streamer.uid, 5, now - 25 * HOUR_MS, ['challenges']);
    const card = (await topRated()).find((broadcaster) => broadcaster.id === streamer.uid);
    expect(card?.counts).toEqual({ bets: 2, parlays: 0, challenges: 0, total: 2 });
    expect(card?.heat).toBe('Warm');
  });

  it('the hourly roll-up drops old buckets and keeps the summary that orders TOP_RATED; running again changes nothing', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const now = Date.now();
    await recordActivity(streamer.uid, 3, now, ['parlays']);
    await recordActivity(streamer.uid, 4, now - 30 * HOUR_MS, ['bets']);
    expect((await streamDoc(streamer.uid))?.heat.total).toBe(7);

    await SCHEDULED_JOBS.rollUpStreamHeat.run({ now });
    const stream = await streamDoc(streamer.uid);
    expect(stream?.heat).toEqual({ bets: 0, parlays: 3, challenges: 0, total: 3, active: true });
    expect(Object.keys(stream?.activity ?? {})).toEqual([hourKey(now)]);

    const again = await SCHEDULED_JOBS.rollUpStreamHeat.run({ now });
    expect(await streamDoc(streamer.uid)).toEqual(stream);
    expect(again.changed).toBe(0);

    // A day later nothing counts and the stream drops out of the roll-up.
    await SCHEDULED_JOBS.rollUpStreamHeat.run({ now: now + 25 * HOUR_MS });
    expect((await streamDoc(streamer.uid))?.heat).toEqual({ bets: 0, parlays: 0, challenges: 0, total: 0, active: false });
  });
});

describe('fetchStreamBroadcasters feeds', () => {
  it('TOP_RATED: live streams first, then by heat, with the card fields', async () => {
    const [quiet, busy, live] = [await createStreamer({ type: 'none' }), await createStreamer({ type: 'none' }), await createStreamer({ type: 'none' })];
    await recordActivity(busy.uid, 200);
    await adminDb.doc(streamPaths.stream(live.uid)).update({
      online: true,
      title: 'Ranked to Radiant',
      game: 'VALORANT',
      viewerCount: 55,
      thumbnailUrl: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_x-{width}x{height}.jpg',
      lastOnline: new Date(),
    });
    const cards = await topRated(3);
    expect(cards.map((card) => card.id)).toEqual([live.uid, busy.uid, expect.any(String)]);
    expect(cards[0]).toMatchObject({
      name: live.username,
      online: true,
      game: 'VALORANT',
      streamTitle: 'Ranked to Radiant',
      viewerCount: 55,
      image: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_x-440x248.jpg',
      followed: false,
      heat: 'Cold',
      tags: { bet: false, killsWin: false, challenge: true },
      stream: { userId: live.uid, username: live.username, type: 'none' },
    });
    expect(cards[1]).toMatchObject({ image: null, online: false, counts: { total: 200 }, heat: 'Sizzling' });
    expect((await topRated(2)).map((card) => card.id)).not.toContain(quiet.uid);
  });

  it('FOLLOWED: only the streams the signed-in user follows, marked followed; visitors are asked to sign in', async () => {
    const [one, two, other] = [await createStreamer({ type: 'none' }), await createStreamer({ type: 'none' }), await createStreamer({ type: 'none' })];
    const fan = await createAccount();
    await follow(fan, one.uid);
    await follow(fan, two.uid);
    const { broadcasters } = await fan.call('fetchStreamBroadcasters', { feed: 'FOLLOWED' });
    expect(broadcasters.map((card) => card.id).sort()).toEqual([one.uid, two.uid].sort());
    expect(broadcasters.every((card) => card.followed)).toBe(true);
    expect(broadcasters.map((card) => card.id)).not.toContain(other.uid);

    const top = (await fan.call('fetchStreamBroadcasters', { feed: 'TOP_RATED', limit: 48 })).broadcasters;
    expect(top.find((card) => card.id === one.uid)?.followed).toBe(true);
    expect(top.find((card) => card.id === other.uid)?.followed).toBe(false);

    const guest = await visitor();
    expect(await expectCallableError(guest.call('fetchStreamBroadcasters', { feed: 'FOLLOWED' }), 'unauthenticated')).toBe(streamMessages.followedNeedsSignIn);
  });

  it('BETTING: streams with bets on, only while betting is enabled', async () => {
    const betting = await createStreamer({ type: 'none' });
    await adminDb.doc(streamPaths.stream(betting.uid)).update({
      'bets.games.valorant.enabled': true,
      riot: { puuid: 'p'.repeat(78), gameName: 'Bet', tagLine: 'EUW', connectedAt: new Date(), competitiveMatches: 100, matchesCheckedAt: new Date() },
      'challenges.parlay.enabled': true,
    });
    const guest = await visitor();
    await setFlags({ betting: false });
    expect((await guest.call('fetchStreamBroadcasters', { feed: 'BETTING', bettingEnabled: true })).broadcasters).toEqual([]);
    await setFlags({ betting: true });
    expect((await guest.call('fetchStreamBroadcasters', { feed: 'BETTING', bettingEnabled: false })).broadcasters).toEqual([]);
    const { broadcasters } = await guest.call('fetchStreamBroadcasters', { feed: 'BETTING', bettingEnabled: true });
    expect(broadcasters.map((card) => card.id)).toEqual([betting.uid]);
    expect(broadcasters[0]?.tags).toEqual({ bet: true, killsWin: true, challenge: true });
    await setFlags({ betting: false });
  });

  it('answers under the spec names too: fetchFollowedStreams, fetchTopRatedStreams and fetchBetStreams give their feed', async () => {
    const [followedOne, betting] = [await createStreamer({ type: 'none' }), await createStreamer({ type: 'none' })];
    await adminDb.doc(streamPaths.stream(betting.uid)).update({ 'bets.games.valorant.enabled': true });
    const fan = await createAccount();
    await follow(fan, followedOne.uid);
    await setFlags({ betting: true });
    const ids = (cards: { broadcasters: Broadcaster[] }) => cards.broadcasters.map((card) => card.id);
    expect(ids(await fan.call('fetchFollowedStreams', {}))).toEqual([followedOne.uid]);
    expect(await fan.call('fetchTopRatedStreams', { limit: 48 })).toEqual(await fan.call('fetchStreamBroadcasters', { feed: 'TOP_RATED', limit: 48 }));
    const bets = ids(await fan.call('fetchBetStreams', { bettingEnabled: true }));
    expect(bets).toContain(betting.uid);
    expect(bets).not.toContain(followedOne.uid);
    expect(await expectCallableError((await visitor()).call('fetchFollowedStreams', {}), 'unauthenticated')).toBe(streamMessages.followedNeedsSignIn);
    await expectCallableError(fan.call('fetchBetStreams', { feed: 'TOP_RATED' }), 'invalid-argument');
    await setFlags({ betting: false });
  });

  it('fetchPriorStreams gives the streams the caller has staked on, most recent first, and needs a sign-in', async () => {
    const [first, second, untouched] = [await streamerWithStream(), await streamerWithStream(), await streamerWithStream()];
    const fan = await challenger({ cash: 10_000 });
    await follow(fan, untouched.uid);
    await setFlags({ betting: true });
    const ids = (cards: { broadcasters: Broadcaster[] }) => cards.broadcasters.map((card) => card.id);
    expect(ids(await fan.call('fetchPriorStreams', {}))).toEqual([]);

    await fan.call('createChallenge', challengeRequest(first.uid, { basePrice: 500 }));
    await fan.call('createChallenge', challengeRequest(second.uid, { basePrice: 500 }));
    await fan.call('createChallenge', challengeRequest(first.uid, { basePrice: 500 }));
    expect(ids(await fan.call('fetchPriorStreams', {}))).toEqual([first.uid, second.uid]);
    expect(ids(await fan.call('fetchPriorStreams', { limit: 1 }))).toEqual([first.uid]);
    expect(ids(await (await createAccount()).call('fetchPriorStreams', {}))).toEqual([]);

    expect(await expectCallableError((await visitor()).call('fetchPriorStreams', {}), 'unauthenticated')).toBe(streamMessages.priorNeedsSignIn);
    await expectCallableError(fan.call('fetchPriorStreams', { feed: 'FOLLOWED' }), 'invalid-argument');
    await setFlags({ betting: false });
  });

  it('returns at most the limit asked for, 8 by default', async () => {
    for (let index = 0; index < 9; index += 1) await createStreamer({ type: 'none' });
    const guest = await visitor();
    expect((await guest.call('fetchStreamBroadcasters', {})).broadcasters).toHaveLength(8);
    expect((await guest.call('fetchStreamBroadcasters', { limit: 2 })).broadcasters).toHaveLength(2);
    await expectCallableError(guest.call('fetchStreamBroadcasters', { limit: 1000 }), 'invalid-argument');
  });
});
