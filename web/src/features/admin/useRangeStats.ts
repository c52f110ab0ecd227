import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';
import type { SummaryRange } from './summaryRange';

/** Accounts over `range` (getAdminUserStats); nothing is asked while the range is not valid. */
export function useUserStats(range: SummaryRange, valid: boolean) {
  const { data, error, isError, isPending } = useQuery({
    queryKey: ['getAdminUserStats', range.start, range.end],
    queryFn: () => callFunction('getAdminUserStats', range),
    enabled: valid,
  });
  return { stats: data, error: isError ? error : undefined, loading: valid && isPending };
}

/** Challenges sent over `range`, by status (getAdminChallengeStats); nothing is asked while the range is not valid. */
export function useChallengeStats(range: SummaryRange, valid: boolean) {
  const { data, error, isError, isPending } = useQuery({
    queryKey: ['getAdminChallengeStats', range.start, range.end],
    queryFn: () => callFunction('getAdminChallengeStats', range),
    enabled: valid,
  });
  return { stats: data, error: isError ? error : undefined, loading: valid && isPending };
}
