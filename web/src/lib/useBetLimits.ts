import { useQuery } from '@tanstack/react-query';
import type { CallableRequest } from '@shared/contract';
import { callFunction } from './callables';

/** Every bet-limit query starts with this key: a bet placed invalidates them. */
export const BET_LIMITS_QUERY_KEY = ['betLimits'] as const;

/** What the limits are asked about: a stream's next match in one game, or a battle. */
export type BetLimitsScope = Omit<CallableRequest<'checkBetLimits'>, 'userId'>;

/**
 * The user's bet and match limit room, as the server counts it (checkBetLimits): on a stream's next match in a
 * game, their limits within the operator's maxima less what they have staked on that match; on a battle, the
 * battle's caps or their lower limits less what they have staked on it. Every bet form reads its limits here.
 */
export function useBetLimits(userId: string, scope: BetLimitsScope) {
  return useQuery({
    queryKey: [...BET_LIMITS_QUERY_KEY, userId, scope.streamId ?? null, scope.battleId ?? null, scope.gameType ?? null, scope.gameMode ?? null],
    queryFn: () => callFunction('checkBetLimits', { userId, ...scope }),
  });
}

/** Whether the user may gamble now, and if not why (checkExclusion: self-exclusion, a pause, an operator block). */
export function useExclusion(userId: string) {
  return useQuery({
    queryKey: ['exclusion', userId],
    queryFn: () => callFunction('checkExclusion', {}),
  });
}
