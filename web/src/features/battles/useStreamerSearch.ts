import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';

/** Streamers whose username starts with `text` (two characters at least), for the player pickers. */
export function useStreamerSearch(text: string) {
  const query = text.trim().toLowerCase();
  return useQuery({
    queryKey: ['findStreamers', query],
    queryFn: async () => (await callFunction('findStreamers', { query })).streamers,
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
}
