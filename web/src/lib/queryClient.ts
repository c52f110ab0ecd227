import { QueryClient } from '@tanstack/react-query';

/** The spec's data fetching defaults (01, section 9): 3 retries, backoff doubling from 1 s up to 30 s. */
export const QUERY_RETRIES = 3;
export const retryDelayMs = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);
/** Unused results are dropped after 5 minutes. */
export const QUERY_GC_MS = 5 * 60 * 1000;

/**
 * Reads through callables (wallet summary, deposit limits, the region check, username availability, and later
 * odds, broadcasters and admin statistics) are react-query queries; live Firestore reads stay with reactfire.
 * Figures are fetched again when what they depend on changes (a query key, a live balance), not on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay: retryDelayMs, gcTime: QUERY_GC_MS, refetchOnWindowFocus: false },
    },
  });
}
