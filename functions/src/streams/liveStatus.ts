import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import type { HelixStream } from '../clients/twitch';
import { STREAM_COLLECTIONS, streamPaths } from '../shared/streams/firestorePaths';
import type { LiveNoticeDoc } from '../shared/streams/types';
import { OFFLINE_STATUS, streamOf, streamRef, type StoredStream } from './streamStore';

/**
 * Live status of Twitch streams, applied the same way whether it comes from an EventSub message or from the
 * reconcile job's look at Helix. Each change carries the time of the event it comes from: an event older than the
 * one applied last is ignored, so a late retry cannot undo a newer state. Going live in a new session (Twitch's
 * stream id) creates that session's live notice, which notifies followers once.
 */
export interface LiveSessionInput {
  /** Twitch's stream id. */
  id: string;
  startedAt: number;
}

export interface LiveDetails {
  title: string;
  game: string;
  viewerCount: number;
  thumbnailUrl: string | null;
}

export function liveDetailsOf(stream: HelixStream): LiveDetails {
  return {
    title: stream.title ?? '',
    game: stream.game_name ?? '',
    viewerCount: Number.isFinite(stream.viewer_count) ? stream.viewer_count : 0,
    thumbnailUrl: stream.thumbnail_url || null,
  };
}

export function sessionOf(stream: HelixStream): LiveSessionInput {
  return { id: stream.id, startedAt: Date.parse(stream.started_at) || Date.now() };
}

/** The streams whose Twitch channel is this broadcaster (normally one). */
async function streamIdsFor(broadcasterId: string): Promise<string[]> {
  const snap = await db.collection(STREAM_COLLECTIONS.streams).where('twitch.userId', '==', broadcasterId).select().get();
  return snap.docs.map((doc) => doc.id);
}

/** Whether an event at `at` is older than the state the stream already shows. */
function isStale(stream: StoredStream, at: number): boolean {
  return stream.liveStatusAt !== null && stream.liveStatusAt !== undefined && stream.liveStatusAt.toMillis() > at;
}

function sameDetails(stream: StoredStream, details: LiveDetails): boolean {
  return (
    stream.title === details.title &&
    stream.game === details.game &&
    stream.viewerCount === details.viewerCount &&
    stream.thumbnailUrl === details.thumbnailUrl
  );
}

async function goOnline(
  tx: Transaction,
  streamId: string,
  broadcasterId: string,
  session: LiveSessionInput,
  details: LiveDetails | null,
  at: number,
): Promise<boolean> {
  const stream = streamOf(await tx.get(streamRef(streamId)));
  if (!stream || stream.twitch?.userId !== broadcasterId || isStale(stream, at)) return false;
  const noticeRef = db.doc(streamPaths.liveNotice(streamId, session.id));
  const notice = await tx.get(noticeRef);
  const sameSession = stream.online && stream.liveSession?.id === session.id;
  if (sameSession && (!details || sameDetails(stream, details))) return false;
  const update: Record<string, unknown> = {
    online: true,
    lastOnline: FieldValue.serverTimestamp(),
    liveStatusAt: Timestamp.fromMillis(Math.max(at, stream.liveStatusAt?.toMillis() ?? 0)),
    updatedAt: FieldValue.serverTimestamp(),
    ...(details ?? {}),
  };
  if (!sameSession) update.liveSession = { id: session.id, startedAt: Timestamp.fromMillis(session.startedAt) };
  tx.update(streamRef(streamId), update);
  if (!notice.exists) {
    const liveNotice: LiveNoticeDoc<FieldValue> = {
      streamId,
      sessionId: session.id,
      username: stream.username,
      title: details?.title ?? '',
      game: details?.game ?? '',
      status: 'pending',
      notified: 0,
      createdAt: FieldValue.serverTimestamp(),
      completedAt: null,
    };
    tx.create(noticeRef, liveNotice);
  }
  return true;
}

/** The broadcaster is live in `session` (details from Helix when known). Returns how many streams changed. */
export async function markOnline(broadcasterId: string, session: LiveSessionInput, details: LiveDetails | null, at: number): Promise<number> {
  let changed = 0;
  for (const streamId of await streamIdsFor(broadcasterId)) {
    if (await db.runTransaction((tx) => goOnline(tx, streamId, broadcasterId, session, details, at))) changed += 1;
  }
  return changed;
}

/** The broadcaster went offline. Returns how many streams changed. */
export async function markOffline(broadcasterId: string, at: number): Promise<number> {
  let changed = 0;
  for (const streamId of await streamIdsFor(broadcasterId)) {
    const done = await db.runTransaction(async (tx) => {
      const stream = streamOf(await tx.get(streamRef(streamId)));
      if (!stream || stream.twitch?.userId !== broadcasterId || isStale(stream, at) || !stream.online) return false;
      tx.update(streamRef(streamId), {
        ...OFFLINE_STATUS,
        lastOnline: FieldValue.serverTimestamp(),
        liveStatusAt: Timestamp.fromMillis(at),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (done) changed += 1;
  }
  return changed;
}

/** Applies what Helix says right now: live in a session with details, or not live. */
export function applyHelixState(broadcasterId: string, live: HelixStream | null, at: number): Promise<number> {
  return live ? markOnline(broadcasterId, sessionOf(live), liveDetailsOf(live), at) : markOffline(broadcasterId, at);
}
