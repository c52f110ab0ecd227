import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';

/** Completed competitive matches of the stream's Riot account (the server asks the provider at most every 10 minutes). */
export function useMatchStats(streamId: string, puuid: string | null) {
  return useQuery({
    queryKey: ['matchStats', streamId, puuid],
    queryFn: () => callFunction('fetchMatchStats', { streamId }),
    enabled: Boolean(puuid),
    retry: 1,
  });
}
