import type { Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readFlags } from '../remoteConfig/readRemoteConfig';
import { recentActivity } from '../shared/streams/activity';
import { BROADCASTERS_DEFAULT_LIMIT, type BroadcasterFeed } from '../shared/streams/constants';
import { STREAM_COLLECTIONS, streamPaths } from '../shared/streams/firestorePaths';
import { streamMessages } from '../shared/streams/messages';
import { toBroadcaster } from './broadcasterCard';
import { priorStreams } from './priorStreams';
import { streamOf, type StoredStream } from './streamStore';

/** Followed streams read per request: the feed shows the live and busiest of them. */
const MAX_FOLLOWED = 500;

/** Live first, then the busiest by the heat summary, then the most recently live. */
function byLiveAndHeat(query: Query): Query {
  return query.orderBy('online', 'desc').orderBy('heat.total', 'desc').orderBy('lastOnline', 'desc');
}

async function followedStreams(uid: string, limit: number, now: number): Promise<StoredStream[]> {
  const follows = await db.collectionGroup(STREAM_COLLECTIONS.followers).where('userId', '==', uid).limit(MAX_FOLLOWED).get();
  const refs = follows.docs.map((doc) => doc.ref.parent.parent).filter((ref) => ref !== null);
  if (refs.length === 0) return [];
  const streams = (await db.getAll(...refs)).map(streamOf).filter((stream) => stream !== null);
  const score = (stream: StoredStream) => recentActivity(stream.activity, now).total;
  return streams
    .sort((a, b) => Number(b.online) - Number(a.online) || score(b) - score(a) || (b.lastOnline?.toMillis() ?? 0) - (a.lastOnline?.toMillis() ?? 0))
    .slice(0, limit);
}

async function feedStreams(feed: BroadcasterFeed, uid: string | null, limit: number, bettingOn: boolean, now: number): Promise<StoredStream[]> {
  const streams = db.collection(STREAM_COLLECTIONS.streams);
  switch (feed) {
    case 'FOLLOWED':
      if (!uid) throw new HttpsError('unauthenticated', streamMessages.followedNeedsSignIn);
      return followedStreams(uid, limit, now);
    case 'BETTING':
      if (!bettingOn) return [];
      return (await byLiveAndHeat(streams.where('bets.games.valorant.enabled', '==', true)).limit(limit).get()).docs.map((doc) => streamOf(doc)!);
    case 'TOP_RATED':
      return (await byLiveAndHeat(streams).limit(limit).get()).docs.map((doc) => streamOf(doc)!);
  }
}

/** Which of `streamIds` the caller follows (one read per stream, by key). */
async function followedIds(uid: string | null, streamIds: string[]): Promise<Set<string>> {
  if (!uid || streamIds.length === 0) return new Set();
  const snaps = await db.getAll(...streamIds.map((id) => db.doc(streamPaths.follower(id, uid))));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.ref.parent.parent!.id));
}

interface FeedRequest {
  bettingEnabled?: boolean;
  limit?: number;
}

type LoadStreams = (uid: string | null, limit: number, bettingOn: boolean, now: number) => Promise<StoredStream[]>;

/** One feed's cards for the caller: betting counts only while the global flag and the caller's view both say so. */
async function broadcasters(feed: BroadcasterFeed | LoadStreams, { bettingEnabled, limit = BROADCASTERS_DEFAULT_LIMIT }: FeedRequest, uid: string | null) {
  const now = Date.now();
  const bettingOn = bettingEnabled === true && (await readFlags()).betting;
  const load: LoadStreams = typeof feed === 'function' ? feed : (caller, max, on, at) => feedStreams(feed, caller, max, on, at);
  const streams = await load(uid, limit, bettingOn, now);
  const followed = await followedIds(uid, streams.map((stream) => stream.id));
  return { broadcasters: streams.map((stream) => toBroadcaster(stream, { now, followed: followed.has(stream.id), bettingOn })) };
}

/**
 * The Top Streams feeds (spec 02: fetchStreamBroadcasters {bettingEnabled, limit 8}): TOP_RATED for everyone,
 * FOLLOWED for a signed-in user, BETTING only while betting is on (the global flag and the caller's own view).
 * Counts are the last 24 hours of bets, Kills + Win and challenges, read from the stream's hourly buckets.
 */
export const fetchStreamBroadcasters = defineCallable('fetchStreamBroadcasters', { allow: ['visitor', 'user'] }, ({ feed = 'TOP_RATED', ...request }, { uid }) =>
  broadcasters(feed, request, uid),
);

/** The same feeds under the names spec 02 lists, for clients written against it. */
export const fetchFollowedStreams = defineCallable('fetchFollowedStreams', { allow: ['visitor', 'user'] }, (request, { uid }) => broadcasters('FOLLOWED', request, uid));
export const fetchTopRatedStreams = defineCallable('fetchTopRatedStreams', { allow: ['visitor', 'user'] }, (request, { uid }) => broadcasters('TOP_RATED', request, uid));
export const fetchBetStreams = defineCallable('fetchBetStreams', { allow: ['visitor', 'user'] }, (request, { uid }) => broadcasters('BETTING', request, uid));

/**
 * fetchPriorStreams (spec 02 lists it, payload not shown): the streams the signed-in caller has put money on before
 * (stream bets, Kills + Win, challenges and double-downs), most recent first, live or not, from the caller's own
 * ledger. Nobody's viewing is recorded, so "prior" means staked on.
 */
export const fetchPriorStreams = defineCallable('fetchPriorStreams', { allow: ['visitor', 'user'] }, (request, { uid }) =>
  broadcasters(async (caller, limit) => {
    if (!caller) throw new HttpsError('unauthenticated', streamMessages.priorNeedsSignIn);
    return priorStreams(caller, limit);
  }, request, uid),
);
