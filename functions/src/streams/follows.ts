import { db } from '../core/admin';
import { documentWrittenTrigger } from '../core/firestoreTrigger';
import { STREAM_COLLECTIONS, streamPaths } from '../shared/streams/firestorePaths';
import { streamRef } from './streamStore';

/**
 * Sets a stream's follower count to the number of its follower documents, counted in the same transaction that
 * writes it: however often (or in whatever order) follows and their redeliveries arrive, the count ends right.
 * Returns the count, or null when the stream does not exist.
 */
export async function recountFollowers(streamId: string): Promise<number | null> {
  return db.runTransaction(async (tx) => {
    const stream = await tx.get(streamRef(streamId));
    if (!stream.exists) return null;
    const count = (await tx.get(db.collection(streamPaths.followers(streamId)).count())).data().count;
    if (stream.get('followerCount') !== count) tx.update(streamRef(streamId), { followerCount: count });
    return count;
  });
}

export const onFollowerWritten = documentWrittenTrigger<{ streamId: string; userId: string }>(
  `${STREAM_COLLECTIONS.streams}/{streamId}/${STREAM_COLLECTIONS.followers}/{userId}`,
  async ({ params }) => {
    await recountFollowers(params.streamId);
  },
);
