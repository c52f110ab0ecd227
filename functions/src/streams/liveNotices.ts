import { FieldPath, FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { documentWrittenTrigger } from '../core/firestoreTrigger';
import { corePaths } from '../shared/core/firestorePaths';
import type { NotificationDoc } from '../shared/notifications/types';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import { preferencesOf } from '../shared/preferences/preferences';
import { STREAM_COLLECTIONS, liveNoticeId, streamPaths } from '../shared/streams/firestorePaths';
import type { LiveNoticeDoc } from '../shared/streams/types';

/** Followers read (and notified) per step; the notice keeps a cursor, so a stopped delivery carries on. */
const PAGE_SIZE = 300;
const ALREADY_EXISTS = 6;

function allowsLiveNotifications(user: DocumentSnapshot): boolean {
  return user.exists && preferencesOf(user.get('preferences')).streamerIsLive.notifications;
}

/** Creates the follower's notification for this session once; one the follower already has (or deleted) stays as it is. */
async function notify(uid: string, notice: LiveNoticeDoc, noticeId: string): Promise<boolean> {
  const notification: NotificationDoc<FieldValue> = {
    type: 'stream_live',
    timestamp: FieldValue.serverTimestamp(),
    variables: { streamer: notice.username, streamId: notice.streamId, title: notice.title, game: notice.game, sessionId: notice.sessionId },
  };
  try {
    await db.doc(notificationPaths.notification(uid, noticeId)).create(notification);
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * Sends the session's `stream_live` notification to every follower whose "Streamer is live" preference allows
 * notifications, page by page. Idempotent and resumable: each notification has the notice's id, so a follower gets
 * it at most once however often this runs, and the cursor lets a later run skip the pages already done.
 */
export async function deliverLiveNotice(noticeId: string): Promise<number> {
  const noticeRef = db.collection(STREAM_COLLECTIONS.liveNotices).doc(noticeId);
  const snap = await noticeRef.get();
  const notice = snap.data() as (LiveNoticeDoc & { cursor?: string }) | undefined;
  if (!notice || notice.status === 'done') return 0;
  if (liveNoticeId(notice.streamId, notice.sessionId) !== noticeId) throw new Error(`Live notice ${noticeId} does not match its stream and session`);
  let cursor = notice.cursor ?? null;
  let notified = 0;
  for (;;) {
    let query = db.collection(streamPaths.followers(notice.streamId)).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (cursor) query = query.startAfter(cursor);
    const followers = (await query.get()).docs;
    if (followers.length > 0) {
      const users = await db.getAll(...followers.map((follower) => db.doc(corePaths.user(follower.id))));
      const sent = await Promise.all(users.filter(allowsLiveNotifications).map((user) => notify(user.id, notice, noticeId)));
      notified += sent.filter(Boolean).length;
      cursor = followers[followers.length - 1]!.id;
      await noticeRef.update({ cursor, notified: FieldValue.increment(sent.filter(Boolean).length) });
    }
    if (followers.length < PAGE_SIZE) break;
  }
  await noticeRef.update({ status: 'done', completedAt: FieldValue.serverTimestamp() });
  logger.info('Live notice delivered', { noticeId, notified });
  return notified;
}

/**
 * Delivers a live notice as soon as it is created (the EventSub webhook answers without waiting for it). Only the
 * creation starts a delivery, not the delivery's own progress writes; one that stops is finished by the reconcile job.
 */
export const onLiveNoticeWritten = documentWrittenTrigger<{ noticeId: string }>(`${STREAM_COLLECTIONS.liveNotices}/{noticeId}`, async ({ params, before, after }) => {
  if (!before && after?.status === 'pending') await deliverLiveNotice(params.noticeId);
});
