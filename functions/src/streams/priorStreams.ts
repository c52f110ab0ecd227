import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import type { LedgerEntry } from '../shared/ledger/types';
import { STREAM_REFERENCE_KIND } from '../shared/streamBets/constants';
import { streamRef, streamOf, type StoredStream } from './streamStore';

/** Ledger entries read per request: the caller's recent money movements, where the streams they staked on show. */
const RECENT_ENTRIES = 300;

/** The challenge references name `{streamId}/{challengeId}` (challenges/challengeStore.ts). */
const CHALLENGE_REFERENCE_KIND = 'challenge';

/** The stream a ledger entry stakes on (a stream bet, a Kills + Win, a challenge or double-down), if any. */
export function streamIdOf(entry: Pick<LedgerEntry<Timestamp>, 'reference'>): string | null {
  const reference = entry.reference;
  if (!reference) return null;
  if (reference.kind === STREAM_REFERENCE_KIND) return reference.id;
  if (reference.kind === CHALLENGE_REFERENCE_KIND) return reference.id.split('/')[0] || null;
  return null;
}

/** The streams `uid` has staked on, most recently first, at most `limit` of them. */
export async function priorStreams(uid: string, limit: number): Promise<StoredStream[]> {
  const entries = await db.collection(ledgerPaths.transactions(uid)).orderBy('timestamp', 'desc').limit(RECENT_ENTRIES).get();
  const ids = [...new Set(entries.docs.map((doc) => streamIdOf(doc.data() as LedgerEntry<Timestamp>)).filter((id) => id !== null))].slice(0, limit);
  if (ids.length === 0) return [];
  return (await db.getAll(...ids.map((id) => streamRef(id)))).map(streamOf).filter((stream) => stream !== null);
}
