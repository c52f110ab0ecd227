import { useQuery } from '@tanstack/react-query';
import { callFunction, callFunctionAsBuilt } from '../../lib/callables';
import { useCurrentUser } from '../auth';
import type { LeaderboardPeriod } from '@shared/leaderboards/types';

const STALE_MS = 60_000;

/** The period's top rows and, signed in, the viewer's own rank (the query is per viewer). */
export function useLeaderboard(period: LeaderboardPeriod, limit = 20) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ['leaderboard', period, limit, user?.uid ?? null],
    queryFn: () => callFunction('getLeaderboard', { period, limit }),
    staleTime: STALE_MS,
  });
}

/** Users by challenge money staked in the period. */
export function useTopChallengers(period: LeaderboardPeriod, limit = 5) {
  return useQuery({
    queryKey: ['topChallengers', period, limit],
    queryFn: async () => (await callFunctionAsBuilt('getTopChallengers', { period, limit })).challengers,
    staleTime: STALE_MS,
  });
}

/** The current month's challenges, newest first. */
export function useMonthlyChallenges(limit = 10) {
  return useQuery({
    queryKey: ['monthlyChallenges', limit],
    queryFn: async () => (await callFunction('getMonthlyChallenges', { limit })).challenges,
    staleTime: STALE_MS,
  });
}
