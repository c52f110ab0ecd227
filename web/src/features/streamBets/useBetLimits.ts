import { useQuery } from '@tanstack/react-query';
import type { GameMode, GameType } from '@shared/games/catalogue';
import { callFunction } from '../../lib/callables';

/** Every bet-limit query starts with this key: a bet placed invalidates them. */
export const BET_LIMITS_QUERY_KEY = ['betLimits'] as const;

/**
 * The user's bet and match limit room on the stream's next match in this game, as the server counts it
 * (checkBetLimits: their limits within the operator's maxima, less what they have staked on that match).
 */
export function useBetLimits(userId: string, streamId: string, gameType: GameType, gameMode: GameMode) {
  return useQuery({
    queryKey: [...BET_LIMITS_QUERY_KEY, userId, streamId, gameType, gameMode],
    queryFn: () => callFunction('checkBetLimits', { userId, streamId, gameType, gameMode }),
  });
}

/** Whether the user may gamble now, and if not why (checkExclusion: self-exclusion, a pause, an operator block). */
export function useExclusion(userId: string) {
  return useQuery({
    queryKey: ['exclusion', userId],
    queryFn: () => callFunction('checkExclusion', {}),
  });
}
