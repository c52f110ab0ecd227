import { FieldPath, FieldValue, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage } from '../core/scheduledJob';
import { expiredBucketKeys, hourKey, recentActivity } from '../shared/streams/activity';
import type { ActivityKind } from '../shared/streams/constants';
import { STREAM_COLLECTIONS } from '../shared/streams/firestorePaths';
import { streamRef } from './streamStore';

/**
 * Counts one bet, Kills + Win parlay or challenge towards the stream's heat, in the caller's transaction (the one
 * that records the bet, parlay or challenge, so the count moves exactly once with it). Writes only, so it may be
 * called after the transaction's reads; the stream must exist.
 */
export function recordStreamActivity(tx: Transaction, streamId: string, kind: ActivityKind, at: number): void {
  tx.update(streamRef(streamId), {
    [`activity.${hourKey(at)}.${kind}`]: FieldValue.increment(1),
    [`heat.${kind}`]: FieldValue.increment(1),
    'heat.total': FieldValue.increment(1),
    'heat.active': true,
  });
}

/**
 * Rolls each active stream's heat summary forward: recounts the last 24 hours from the buckets and drops the
 * buckets that no longer count. The summary orders the TOP_RATED feed; the feed's counts are read from the buckets.
 */
async function rollUp(doc: QueryDocumentSnapshot, now: number): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(doc.ref);
    if (!snap.exists) return false;
    const buckets = snap.get('activity') as unknown;
    const counts = recentActivity(buckets, now);
    const expired = expiredBucketKeys(buckets, now);
    const remaining = Object.keys((buckets as object | null) ?? {}).length - expired.length;
    const heat = { ...counts, active: remaining > 0 };
    const current = (snap.get('heat') ?? {}) as Record<string, unknown>;
    const same = expired.length === 0 && (Object.keys(heat) as Array<keyof typeof heat>).every((key) => current[key] === heat[key]);
    if (same) return false;
    const update: Record<string, unknown> = { heat };
    for (const key of expired) update[`activity.${key}`] = FieldValue.delete();
    tx.update(doc.ref, update);
    return true;
  });
}

export const rollUpStreamHeatJob = defineScheduledJob({
  name: 'rollUpStreamHeat',
  schedule: 'every 60 minutes',
  intervalMs: 60 * 60_000,
  run: (options) =>
    forEachPage<QueryDocumentSnapshot>(
      options,
      async (after, size) => {
        let query = db.collection(STREAM_COLLECTIONS.streams).where('heat.active', '==', true).orderBy(FieldPath.documentId()).limit(size);
        if (after) query = query.startAfter(after.id);
        return (await query.get()).docs;
      },
      (doc) => rollUp(doc, options.now),
    ),
});
