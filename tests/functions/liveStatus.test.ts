import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';
import { deliverLiveNotice } from '../../functions/src/streams/liveNotices';
import { liveNoticeId, STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { notificationPaths } from '../../functions/src/shared/notifications/firestorePaths';
import type { LiveNoticeDoc } from '../../functions/src/shared/streams/types';
import { createAccount, notifications, waitFor, type AccountUser } from './support';
import { setPreferences } from './walletSupport';
import { createStreamer, deliveriesOf, follow, setChannelLive, streamDoc, type Streamer } from './streamSupport';

const reconcileJob = SCHEDULED_JOBS.reconcileLiveStreams;

async function subscribedStreamer(): Promise<Streamer> {
  const streamer = await createStreamer();
  await waitFor(() => streamDoc(streamer.uid), (stream) => stream?.twitch?.subscribed === true, 10_000);
  return streamer;
}

async function liveNotifications(uid: string) {
  return (await notifications(uid)).filter((note) => note.type === 'stream_live');
}

async function noticeDone(streamId: string, sessionId: string): Promise<LiveNoticeDoc<Timestamp>> {
  const ref = adminDb.collection(STREAM_COLLECTIONS.liveNotices).doc(liveNoticeId(streamId, sessionId));
  return (await waitFor(async () => (await ref.get()).data() as LiveNoticeDoc<Timestamp> | undefined, (notice) => notice?.status === 'done', 15_000))!;
}

/** Goes live through EventSub (as Twitch would) and waits until the followers were notified. */
async function goLive(streamer: Streamer, title: string) {
  const online = await setChannelLive(streamer.channel, true, { title, game: 'VALORANT', viewers: 40 });
  await deliveriesOf(online.messages[0]!);
  return { sessionId: online.streamId!, notice: await noticeDone(streamer.uid, online.streamId!) };
}

async function goOffline(streamer: Streamer) {
  const offline = await setChannelLive(streamer.channel, false);
  await deliveriesOf(offline.messages[0]!);
}

describe('stream_live notifications', () => {
  let streamer: Streamer;
  let keen: AccountUser;
  let quiet: AccountUser;
  let stranger: AccountUser;

  it('go once per live session, only to followers whose preferences allow them', async () => {
    streamer = await subscribedStreamer();
    [keen, quiet, stranger] = [await createAccount(), await createAccount(), await createAccount()];
    await follow(keen, streamer.uid);
    await follow(quiet, streamer.uid);
    await setPreferences(quiet.uid, { streamerIsLive: { email: true, notifications: false } });

    const first = await goLive(streamer, 'First session');
    expect(first.notice).toMatchObject({ streamId: streamer.uid, sessionId: first.sessionId, username: streamer.username, notified: 1 });
    const [note] = await liveNotifications(keen.uid);
    expect(note).toMatchObject({
      type: 'stream_live',
      variables: { streamer: streamer.username, streamId: streamer.uid, title: 'First session', game: 'VALORANT', sessionId: first.sessionId },
    });
    expect(await liveNotifications(quiet.uid)).toEqual([]);
    expect(await liveNotifications(stranger.uid)).toEqual([]);
  });

  it('are not sent again for the same session: new details, a replayed message or a reconcile run', async () => {
    await setChannelLive(streamer.channel, true, { title: 'Same session, new title', viewers: 90 });
    await reconcileJob.run({ now: Date.now() });
    expect((await streamDoc(streamer.uid))?.title).toBe('Same session, new title');
    expect(await liveNotifications(keen.uid)).toHaveLength(1);
  });

  it('go again for the next session', async () => {
    await goOffline(streamer);
    const second = await goLive(streamer, 'Second session');
    expect(second.notice.notified).toBe(1);
    const notes = await liveNotifications(keen.uid);
    expect(notes.map((note) => note.variables.title).sort()).toEqual(['First session', 'Second session']);
    expect(await liveNotifications(quiet.uid)).toEqual([]);
    await goOffline(streamer);
  });

  it('are not resent when the delivery runs again, even after the follower deleted theirs', async () => {
    const fresh = await subscribedStreamer();
    const fan = await createAccount();
    await follow(fan, fresh.uid);
    const { sessionId } = await goLive(fresh, 'Delete me');
    const id = liveNoticeId(fresh.uid, sessionId);
    await fan.call('deleteNotification', { notificationId: id });
    // A redelivered trigger (or the reconcile job) runs the delivery again.
    expect(await deliverLiveNotice(id)).toBe(0);
    await reconcileJob.run({ now: Date.now() });
    expect((await adminDb.doc(notificationPaths.notification(fan.uid, id)).get()).exists).toBe(false);
    await goOffline(fresh);
  });

  it('carry on where a stopped delivery left off, notifying each follower once', async () => {
    const fresh = await subscribedStreamer();
    const fans = await Promise.all(Array.from({ length: 3 }, () => createAccount()));
    for (const fan of fans) await follow(fan, fresh.uid);
    const { sessionId } = await goLive(fresh, 'Resume');
    const id = liveNoticeId(fresh.uid, sessionId);
    // As if the delivery had stopped after the first follower: pending, its cursor on that follower.
    const first = [...fans].sort((a, b) => a.uid.localeCompare(b.uid))[0]!;
    await adminDb.collection(STREAM_COLLECTIONS.liveNotices).doc(id).update({ status: 'pending', cursor: first.uid });
    await adminDb.doc(notificationPaths.notification(first.uid, id)).delete();
    await deliverLiveNotice(id);
    // The follower before the cursor is not visited again; the rest still have exactly one.
    expect(await liveNotifications(first.uid)).toHaveLength(0);
    for (const fan of fans.filter((fan) => fan !== first)) expect(await liveNotifications(fan.uid)).toHaveLength(1);
    await goOffline(fresh);
  });
});

describe('reconcileLiveStreams (scheduled job)', () => {
  it('catches a missed stream.online and a missed stream.offline from Helix', async () => {
    const streamer = await subscribedStreamer();
    const fan = await createAccount();
    await follow(fan, streamer.uid);

    const online = await setChannelLive(streamer.channel, true, { title: 'Missed', game: 'Apex Legends', viewers: 7, deliver: false });
    expect(online.messages).toEqual([]);
    expect((await streamDoc(streamer.uid))?.online).toBe(false);

    const report = await reconcileJob.run({ now: Date.now() });
    expect(report.complete).toBe(true);
    expect(await streamDoc(streamer.uid)).toMatchObject({ online: true, title: 'Missed', game: 'Apex Legends', viewerCount: 7, liveSession: { id: online.streamId } });
    await noticeDone(streamer.uid, online.streamId!);
    expect(await liveNotifications(fan.uid)).toHaveLength(1);

    await setChannelLive(streamer.channel, false, { deliver: false });
    await reconcileJob.run({ now: Date.now() });
    expect((await streamDoc(streamer.uid))?.online).toBe(false);
  });

  it('changes nothing when it runs again', async () => {
    const streamer = await subscribedStreamer();
    await setChannelLive(streamer.channel, true, { title: 'Steady', deliver: false });
    await reconcileJob.run({ now: Date.now() });
    const before = await streamDoc(streamer.uid);
    await reconcileJob.run({ now: Date.now() });
    expect(await streamDoc(streamer.uid)).toEqual(before);
    await setChannelLive(streamer.channel, false, { deliver: false });
    await reconcileJob.run({ now: Date.now() });
  });

  it('stopped halfway, the next run finishes: every missed stream ends up live once', async () => {
    const streamers = await Promise.all([subscribedStreamer(), subscribedStreamer(), subscribedStreamer()]);
    for (const streamer of streamers) await setChannelLive(streamer.channel, true, { title: 'Halfway', deliver: false });

    const first = await reconcileJob.run({ now: Date.now(), pageSize: 1, maxPages: 1 });
    expect(first.complete).toBe(false);
    await reconcileJob.run({ now: Date.now(), pageSize: 1 });
    for (const streamer of streamers) {
      expect((await streamDoc(streamer.uid))?.online).toBe(true);
      const notices = await adminDb.collection(STREAM_COLLECTIONS.liveNotices).where('streamId', '==', streamer.uid).get();
      expect(notices.size).toBe(1);
    }
    for (const streamer of streamers) await setChannelLive(streamer.channel, false, { deliver: false });
    await reconcileJob.run({ now: Date.now() });
  });

  it('connects a Twitch stream that could not be connected when it was saved', async () => {
    const streamer = await subscribedStreamer();
    await adminDb.doc(streamPaths.stream(streamer.uid)).update({ 'twitch.userId': null, 'twitch.subscribed': false });
    await reconcileJob.run({ now: Date.now() });
    expect((await streamDoc(streamer.uid))?.twitch).toMatchObject({ userId: expect.stringMatching(/^\d+$/), subscribed: true });
  });
});
