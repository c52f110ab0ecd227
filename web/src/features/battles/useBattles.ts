import { useMemo } from 'react';
import { collection, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { BATTLES_QUERY_LIMIT, type BattleStatus } from '@shared/battles/constants';
import { battlePaths } from '@shared/battles/firestorePaths';
import type { BattleDoc } from '@shared/battles/types';
import { firestore } from '../../lib/firestore';
import { orderBattles } from './battleOrder';
import type { DateRange } from './dateRanges';

/** Battles scheduled within `range` (all when null), live, ordered by status as the list sorts them, then time. */
export function useBattles(range: DateRange | null, status: BattleStatus | 'any') {
  const battlesQuery = useMemo(() => {
    const base = collection(firestore, battlePaths.battles());
    const within = range
      ? [where('scheduledAt', '>=', Timestamp.fromMillis(range.start)), where('scheduledAt', '<=', Timestamp.fromMillis(range.end))]
      : [];
    return query(base, ...within, orderBy('scheduledAt', 'asc'), limit(BATTLES_QUERY_LIMIT));
  }, [range]);
  const { status: loading, data } = useFirestoreCollectionData(battlesQuery);
  const battles = useMemo(() => orderBattles((data ?? []) as BattleDoc[], status), [data, status]);
  return { loading: loading === 'loading', battles };
}
