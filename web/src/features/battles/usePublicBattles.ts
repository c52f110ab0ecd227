import { useMemo } from 'react';
import { BATTLES_QUERY_LIMIT, type BattleStatus } from '@shared/battles/constants';
import { battlePaths } from '@shared/battles/firestorePaths';
import type { BattleDoc } from '@shared/battles/types';
import { queryPublicTimeRange } from '../../lib/publicFirestore';
import { usePublicRead } from '../../lib/usePublicRead';
import { orderBattles } from './battleOrder';
import type { DateRange } from './dateRanges';

/**
 * useBattles for a visitor's page: battles scheduled within `range`, read over REST (no Firestore SDK) and again
 * every 30 s and on focus, in the same order.
 */
export function usePublicBattles(range: DateRange, status: BattleStatus | 'any') {
  const { data, isPending } = usePublicRead(['battles', range.start, range.end], () =>
    queryPublicTimeRange<BattleDoc>({
      collection: battlePaths.battles(),
      field: 'scheduledAt',
      fromMillis: range.start,
      toMillis: range.end,
      limit: BATTLES_QUERY_LIMIT,
    }),
  );
  const battles = useMemo(() => orderBattles(data ?? [], status), [data, status]);
  return { loading: isPending, battles };
}
