import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';
import type { SummaryRange } from './summaryRange';

export const SUMMARY_STATS_KEY = 'getAdminSummaryStats';

/** The Summary's figures over `range` (getAdminSummaryStats); nothing is asked while the range is not valid. */
export function useSummaryStats(range: SummaryRange, valid: boolean) {
  const { data, error, isError, isPending, isFetching } = useQuery({
    queryKey: [SUMMARY_STATS_KEY, range.start, range.end],
    queryFn: () => callFunction('getAdminSummaryStats', range),
    enabled: valid,
  });
  return { stats: data, error: isError ? error : undefined, loading: valid && isPending, refreshing: isFetching };
}
