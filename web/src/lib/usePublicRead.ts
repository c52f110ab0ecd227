import { useQuery } from '@tanstack/react-query';

/**
 * How often a visitor's page reads public data again (and whenever the tab regains focus): REST reads are not
 * live, so a battle going live or a stream going online reaches an open visitor page within this time.
 */
export const PUBLIC_REFRESH_MS = 30_000;

/** A read of public data (lib/publicFirestore.ts), kept fresh by reading again on an interval and on focus. */
export function usePublicRead<T>(key: readonly unknown[], read: () => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: ['public', ...key],
    queryFn: read,
    refetchInterval: PUBLIC_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: PUBLIC_REFRESH_MS / 2,
    enabled,
  });
}
