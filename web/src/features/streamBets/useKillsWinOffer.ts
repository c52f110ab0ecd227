import type { StreamDoc } from '@shared/streams/types';
import { useStreamOdds } from './useStreamOdds';

/**
 * Whether a viewer can add a Kills + Win Challenge on a stream: 'unavailable' where the streamer has not switched
 * it on, has no Riot account, is the viewer, or Valorant is not offered; 'inactive' until the streamer has 100
 * competitive matches (no kills target yet); 'ready' with the kills target otherwise.
 */
export type KillsWinOffer = { state: 'unavailable' } | { state: 'loading' } | { state: 'inactive' } | { state: 'ready'; killsTarget: number };

export function useKillsWinOffer(streamId: string, stream: StreamDoc | undefined, viewerId: string | null): KillsWinOffer {
  const enabled = Boolean(stream?.challenges?.parlay?.enabled && stream.riot);
  const odds = useStreamOdds(streamId, stream, enabled);
  const valorant = odds.data?.games.find((entry) => entry.gameType === 'valorant');
  const priced = valorant?.available ? valorant.odds : null;
  if (!enabled || viewerId === streamId || (odds.isSuccess && !valorant)) return { state: 'unavailable' };
  if (!odds.isSuccess) return { state: 'loading' };
  if (!priced?.killsWin) return { state: 'inactive' };
  return { state: 'ready', killsTarget: priced.killsTarget };
}
