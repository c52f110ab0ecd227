import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GAMES, type GameMode, type GameType } from '@shared/games/catalogue';
import type { StreamDoc } from '@shared/streams/types';
import { callFunction } from '../../lib/callables';

/**
 * Games the streamer page asks odds for: Valorant competitive, priced from match history (the virtual dealer), then
 * every live-dealer game with bets, offered in the mode an admin set its odds for (the mode asked is a placeholder).
 */
export const PRICED_GAMES: ReadonlyArray<{ type: GameType; mode: GameMode }> = (['valorant', 'counter_strike', 'cod', 'apex_legends'] as const)
  .filter((type) => GAMES[type].betTypes.length > 0)
  .map((type) => ({ type, mode: GAMES[type].modes[0]! }));

export const streamOddsKey = (streamId: string) => ['streamOdds', streamId] as const;

/** The stream document's current odds ids, in a stable order: it changes exactly when a game's odds are set or withdrawn. */
function oddsVersion(stream: StreamDoc | undefined): string {
  return Object.entries(stream?.currentOdds ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([game, oddsId]) => `${game}:${oddsId}`)
    .join(',');
}

/**
 * The stream's current odds per game (public). The live stream document names each game's current odds, so odds an
 * admin sets or withdraws, or a new match reprices, reach an open page without a reload; the same stream's previous
 * odds stay shown while the new ones load (never another stream's). With `follow` off (a bet being made) the odds
 * shown stay put: a change is caught when the bet is placed ('Odds have changed') and reloaded there.
 */
export function useStreamOdds(streamId: string, stream: StreamDoc | undefined, enabled: boolean, follow = true) {
  const live = oddsVersion(stream);
  const [shown, setShown] = useState(live);
  if (follow && shown !== live) setShown(live);
  return useQuery({
    queryKey: [...streamOddsKey(streamId), follow ? live : shown],
    queryFn: () => callFunction('getOdds', { streamId, games: [...PRICED_GAMES] }),
    enabled,
    retry: 1,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === streamId ? previous : undefined),
  });
}
