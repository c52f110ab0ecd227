import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';
import { STREAMER_SEARCH_DEFAULT_LIMIT } from '@shared/streams/constants';

/** Streamers whose username starts with `prefix` (any case), through the server's prefix index. */
export function useStreamerSearch(prefix: string, enabled: boolean, limit = STREAMER_SEARCH_DEFAULT_LIMIT) {
  const trimmed = prefix.trim();
  return useQuery({
    queryKey: ['searchStreamers', trimmed.toLowerCase(), limit],
    queryFn: async () => (await callFunction('searchStreamers', { prefix: trimmed, limit })).streamers,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
