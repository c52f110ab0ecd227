import { useQuery } from '@tanstack/react-query';
import type { GameMode, GameType } from '@shared/games/catalogue';
import { callFunction } from '../../lib/callables';

/** Games the streamer page prices: Valorant competitive is priced from match history (the virtual dealer). */
export const PRICED_GAMES: ReadonlyArray<{ type: GameType; mode: GameMode }> = [{ type: 'valorant', mode: 'competitive' }];

export const streamOddsKey = (streamId: string) => ['streamOdds', streamId] as const;

/** The stream's current odds per game (public); `refetch` reloads them after an odds change. */
export function useStreamOdds(streamId: string, enabled: boolean) {
  return useQuery({
    queryKey: streamOddsKey(streamId),
    queryFn: () => callFunction('getOdds', { streamId, games: [...PRICED_GAMES] }),
    enabled,
    retry: 1,
  });
}
