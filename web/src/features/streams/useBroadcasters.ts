import { useQuery } from '@tanstack/react-query';
import { callFunctionAsBuilt } from '../../lib/callables';
import { BROADCASTERS_DEFAULT_LIMIT, BROADCASTERS_REFETCH_MS, BROADCASTERS_STALE_MS, type BroadcasterFeed } from '@shared/streams/constants';

/** Every feed's query starts with this key: following or unfollowing a streamer invalidates them all. */
export const BROADCASTERS_QUERY_KEY = ['broadcasters'] as const;

/** A feed of the Top Streams grid, fetched again every 5 minutes and stale after 10. */
export function useBroadcasters(feed: BroadcasterFeed, bettingEnabled: boolean, enabled = true) {
  return useQuery({
    queryKey: [...BROADCASTERS_QUERY_KEY, feed, bettingEnabled],
    queryFn: async () => (await callFunctionAsBuilt('fetchStreamBroadcasters', { feed, bettingEnabled, limit: BROADCASTERS_DEFAULT_LIMIT })).broadcasters,
    refetchInterval: BROADCASTERS_REFETCH_MS,
    staleTime: BROADCASTERS_STALE_MS,
    enabled,
  });
}
