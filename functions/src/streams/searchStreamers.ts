import type { Firestore, Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readFlags } from '../remoteConfig/readRemoteConfig';
import { STREAMER_SEARCH_DEFAULT_LIMIT, type StreamPlatform } from '../shared/streams/constants';
import { STREAM_COLLECTIONS } from '../shared/streams/firestorePaths';
import { toSearchOption } from './broadcasterCard';
import { streamOf } from './streamStore';

/** The highest code point Firestore orders strings by: every string starting with p sorts in [p, p + this). */
const PREFIX_END = '\uf8ff';

/**
 * Streams whose lower-cased username starts with `prefix`, in username order: one range read on the index of
 * `search.username` (with `type` when given), at most `limit` documents whatever the number of streams.
 */
export function streamerSearchQuery(firestore: Firestore, options: { prefix: string; type?: StreamPlatform; limit: number }): Query {
  const start = options.prefix.toLowerCase();
  let query: Query = firestore.collection(STREAM_COLLECTIONS.streams);
  if (options.type) query = query.where('type', '==', options.type);
  return query.where('search.username', '>=', start).where('search.username', '<', start + PREFIX_END).orderBy('search.username').limit(options.limit);
}

/** The 'Search streamers' box, the Who's Live dialog and the 'Select Streamer' picker. */
export const searchStreamers = defineCallable(
  'searchStreamers',
  { allow: ['visitor', 'user'] },
  async ({ prefix, type, limit = STREAMER_SEARCH_DEFAULT_LIMIT }) => {
    const [snap, flags] = await Promise.all([streamerSearchQuery(db, { prefix, type, limit }).get(), readFlags()]);
    return { streamers: snap.docs.map((doc) => toSearchOption(streamOf(doc)!, flags.betting)) };
  },
);
