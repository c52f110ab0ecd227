import { db } from '../core/admin';
import { ADMIN_COLLECTIONS } from '../shared/admin/firestorePaths';
import { TOP_STREAMS_LIMIT } from '../shared/admin/messages';
import type { TopStreamExport, TopStreamRow } from '../shared/admin/types';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The streams with the most money staked on their stream bets and Kills + Win over `start`..`end` (UTC days),
 * from the per-stream daily lines the ledger keeps (admin/summaryRollups.ts): one range query on the day, never
 * the bets themselves. Ties go to the stream with more bets, then by id, so the order is stable.
 */
export async function topStreams(start: string, end: string): Promise<TopStreamExport> {
  const snap = await db
    .collection(ADMIN_COLLECTIONS.streamDays)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .select('streamId', 'streamerName', 'count', 'total', 'paid')
    .get();
  const byStream = new Map<string, TopStreamRow>();
  for (const doc of snap.docs) {
    const streamId = String(doc.get('streamId'));
    const row = byStream.get(streamId) ?? { streamId, streamerName: null, count: 0, total: 0, paid: 0 };
    const name = doc.get('streamerName') as unknown;
    if (typeof name === 'string') row.streamerName = name;
    row.count += num(doc.get('count'));
    row.total += num(doc.get('total'));
    row.paid += num(doc.get('paid'));
    byStream.set(streamId, row);
  }
  const streams = [...byStream.values()]
    .sort((a, b) => b.total - a.total || b.count - a.count || a.streamId.localeCompare(b.streamId))
    .slice(0, TOP_STREAMS_LIMIT);
  return { start, end, streams };
}
