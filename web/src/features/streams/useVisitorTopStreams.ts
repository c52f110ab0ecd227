import { usePublicFeatureFlags } from '../remoteConfig';
import { useBroadcasters } from './useBroadcasters';
import type { Broadcaster } from '@shared/streams/types';

/** The top rated streams, for a visitor's home: useTopStreams without the live flags (they are read over REST). */
export function useVisitorTopStreams(): { loading: boolean; broadcasters: Broadcaster[] } {
  const { flags } = usePublicFeatureFlags();
  const top = useBroadcasters('TOP_RATED', flags.betting);
  return { loading: top.isPending, broadcasters: top.data ?? [] };
}
