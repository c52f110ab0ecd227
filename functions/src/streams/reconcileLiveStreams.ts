import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { getLiveStreams, HELIX_MAX_IDS, type HelixStream } from '../clients/twitch';
import { STREAM_COLLECTIONS } from '../shared/streams/firestorePaths';
import { applyHelixState } from './liveStatus';
import { deliverLiveNotice } from './liveNotices';
import { streamOf, type StoredStream } from './streamStore';
import { syncTwitchBroadcaster } from './twitchSync';

interface Checked {
  stream: StoredStream;
  /** What Helix lists for the stream's broadcaster now (null: not live). */
  live: HelixStream | null;
}

/** One page of Twitch streams (by id, after the cursor) with their state on Helix, asked for in one request. */
async function twitchPage(after: Checked | null, size: number): Promise<Checked[]> {
  let query = db.collection(STREAM_COLLECTIONS.streams).where('type', '==', 'twitch').orderBy(FieldPath.documentId()).limit(size);
  if (after) query = query.startAfter(after.stream.id);
  const streams = (await query.get()).docs.map((doc) => streamOf(doc)!);
  const ids = streams.map((stream) => stream.twitch?.userId).filter((id): id is string => Boolean(id));
  const live = new Map((await getLiveStreams(ids)).map((entry) => [entry.user_id, entry]));
  return streams.map((stream) => ({ stream, live: live.get(stream.twitch?.userId ?? '') ?? null }));
}

async function reconcile({ stream, live }: Checked, now: number): Promise<boolean> {
  const broadcaster = stream.twitch?.userId;
  if (!broadcaster || !stream.twitch?.subscribed) {
    // Not connected to Twitch yet (Twitch was unreachable at save time, or the subscription was revoked).
    return (await syncTwitchBroadcaster(stream.id, now)) === true;
  }
  if (!live && !stream.online) return false;
  return (await applyHelixState(broadcaster, live, now)) > 0;
}

/** Live notices whose delivery did not finish (the trigger failed or stopped): delivered here, where they left off. */
async function pendingNotices(options: JobRunOptions): Promise<JobReport> {
  return forEachPage<QueryDocumentSnapshot>(
    options,
    async (after, size) => {
      let query = db.collection(STREAM_COLLECTIONS.liveNotices).where('status', '==', 'pending').orderBy(FieldPath.documentId()).limit(size);
      if (after) query = query.startAfter(after.id);
      return (await query.get()).docs;
    },
    async (doc) => (await deliverLiveNotice(doc.id)) > 0,
  );
}

/**
 * Catches what EventSub missed: every Twitch stream's live status is compared with Helix `GET /helix/streams`
 * (100 broadcasters per request) and corrected through the same code the webhook uses, and unfinished live-notice
 * deliveries are finished. Idempotent (a stream that already shows what Helix says is left alone) and resumable
 * (streams are visited in id order, page by page).
 */
export const reconcileLiveStreamsJob = defineScheduledJob({
  name: 'reconcileLiveStreams',
  schedule: 'every 5 minutes',
  intervalMs: 5 * 60_000,
  run: async (options) => {
    const pageSize = Math.min(options.pageSize ?? HELIX_MAX_IDS, HELIX_MAX_IDS);
    const streams = await forEachPage<Checked>({ ...options, pageSize }, twitchPage, async (item) => {
      try {
        return await reconcile(item, options.now);
      } catch (error) {
        logger.warn('Live status reconcile failed for a stream', { streamId: item.stream.id, error: String(error) });
        return false;
      }
    });
    const notices = await pendingNotices(options);
    return {
      examined: streams.examined + notices.examined,
      changed: streams.changed + notices.changed,
      complete: streams.complete && notices.complete,
    };
  },
});
