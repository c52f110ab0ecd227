import { useQuery } from '@tanstack/react-query';
import { GAMES, type GameMode, type GameType } from '@shared/games/catalogue';
import { callFunction } from '../../lib/callables';

/**
 * Games the streamer page asks odds for: Valorant competitive, priced from match history (the virtual dealer), then
 * every live-dealer game with bets, offered in the mode an admin set its odds for (the mode asked is a placeholder).
 */
export const PRICED_GAMES: ReadonlyArray<{ type: GameType; mode: GameMode }> = (['valorant', 'counter_strike', 'cod', 'apex_legends'] as const)
  .filter((type) => GAMES[type].betTypes.length > 0)
  .map((type) => ({ type, mode: GAMES[type].modes[0]! }));

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
