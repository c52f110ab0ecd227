import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { recountFollowers } from '../../functions/src/streams/follows';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { createAccount } from './support';
import { createStreamer, follow, followerCountOf, streamDoc, unfollow } from './streamSupport';

/** Follows are written by the follower (under the rules); the stream's follower count is kept by a trigger. */
describe('follower count', () => {
  it('follows and unfollows move the count, kept by the server', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const [first, second] = [await createAccount(), await createAccount()];
    expect((await streamDoc(streamer.uid))?.followerCount).toBe(0);

    await follow(first, streamer.uid);
    await followerCountOf(streamer.uid, 1);
    await follow(second, streamer.uid);
    await followerCountOf(streamer.uid, 2);
    await unfollow(first, streamer.uid);
    await followerCountOf(streamer.uid, 1);
  });

  it('counts every one of many follows made at once', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const fans = await Promise.all(Array.from({ length: 8 }, () => createAccount()));
    await Promise.all(fans.map((fan) => follow(fan, streamer.uid)));
    await followerCountOf(streamer.uid, 8);
  });

  it('recounts rather than adds: running the work again, or after a wrong count, gives the true count', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const fan = await createAccount();
    await follow(fan, streamer.uid);
    await followerCountOf(streamer.uid, 1);

    // A redelivered trigger runs the same work again: nothing doubles.
    expect(await recountFollowers(streamer.uid)).toBe(1);
    expect(await recountFollowers(streamer.uid)).toBe(1);
    expect((await streamDoc(streamer.uid))?.followerCount).toBe(1);

    await adminDb.doc(streamPaths.stream(streamer.uid)).update({ followerCount: 99 });
    expect(await recountFollowers(streamer.uid)).toBe(1);
    expect((await streamDoc(streamer.uid))?.followerCount).toBe(1);
  });

  it('leaves a stream that does not exist alone', async () => {
    expect(await recountFollowers('no-such-stream')).toBeNull();
    expect((await adminDb.doc(streamPaths.stream('no-such-stream')).get()).exists).toBe(false);
  });
});
