import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { streamBetPaths } from '@shared/streamBets/firestorePaths';
import type { BetActivityDoc, ParlayDoc, StreamBetDoc } from '@shared/streamBets/types';
import { firestore } from '../../lib/firestore';

const SHOWN = 20;
const SETTLED_BETS = ['won', 'lost', 'refunded'];

const SETTLED_PARLAYS = ['completed', 'failed', 'refunded'];

/**
 * The stream's bets as this viewer may see them (DECISIONS.md "Who sees a bet"): their own with details, settled
 * bets of everyone, and the redacted activity line of each open bet.
 */
export function useStreamBets(streamId: string, uid: string | null) {
  const bets = collection(firestore, streamBetPaths.bets(streamId));
  const settledQuery = query(bets, where('status', 'in', SETTLED_BETS), orderBy('timestamp', 'desc'), limit(SHOWN));
  // reactfire needs a query even when the viewer is signed out: they get the settled one (a query the rules allow
  // them), and its result is not taken as theirs.
  const own = useFirestoreCollectionData(uid ? query(bets, where('userId', '==', uid), orderBy('timestamp', 'desc'), limit(SHOWN)) : settledQuery, { idField: 'id' });
  const settled = useFirestoreCollectionData(settledQuery, { idField: 'id' });
  const activity = useFirestoreCollectionData(
    query(collection(firestore, streamBetPaths.activity(streamId)), where('kind', '==', 'bet'), where('status', '==', 'open'), orderBy('timestamp', 'desc'), limit(SHOWN)),
    { idField: 'id' },
  );
  return useMemo(() => {
    const mine = uid ? ((own.data ?? []) as StreamBetDoc[]) : [];
    const mineIds = new Set(mine.map((bet) => bet.id));
    const others = ((settled.data ?? []) as StreamBetDoc[]).filter((bet) => !mineIds.has(bet.id));
    const openOthers = ((activity.data ?? []) as Array<BetActivityDoc & { id: string }>).filter((entry) => !mineIds.has(entry.id));
    return { mine, others, openOthers, loading: own.status === 'loading' };
  }, [uid, own.data, own.status, settled.data, activity.data]);
}

/** The viewer's own Kills + Win challenges on this stream. */
export function useOwnParlays(streamId: string, uid: string | null) {
  const parlays = collection(firestore, streamBetPaths.parlays(streamId));
  // Signed out, the query is one the rules allow a visitor (settled ones), and nothing is taken as theirs.
  const { data } = useFirestoreCollectionData(
    query(parlays, uid ? where('userId', '==', uid) : where('status', 'in', SETTLED_PARLAYS), orderBy('timestamp', 'desc'), limit(SHOWN)),
    { idField: 'id' },
  );
  return uid ? ((data ?? []) as ParlayDoc[]) : [];
}

/** The stream's settled Kills + Win challenges (anyone may read them), for the admins' corrections. */
export function useSettledParlays(streamId: string) {
  const { data } = useFirestoreCollectionData(
    query(collection(firestore, streamBetPaths.parlays(streamId)), where('status', 'in', SETTLED_PARLAYS), orderBy('timestamp', 'desc'), limit(SHOWN)),
    { idField: 'id' },
  );
  return (data ?? []) as ParlayDoc[];
}

/** Admins: the stream's open bets and active Kills + Win, everyone's (the rules let only admins list them). */
export function useOpenStreamItems(streamId: string) {
  const bets = useFirestoreCollectionData(query(collection(firestore, streamBetPaths.bets(streamId)), where('status', '==', 'open'), limit(SHOWN)), { idField: 'id' });
  const parlays = useFirestoreCollectionData(query(collection(firestore, streamBetPaths.parlays(streamId)), where('status', '==', 'active'), limit(SHOWN)), { idField: 'id' });
  return { bets: (bets.data ?? []) as StreamBetDoc[], parlays: (parlays.data ?? []) as ParlayDoc[] };
}
