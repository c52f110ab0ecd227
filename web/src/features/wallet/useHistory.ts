import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';

/** History calls the wallet page and the support desk read. */
type HistoryCall = 'getMonthlyHistory' | 'getOrderHistory' | 'getPayoutHistory';

/**
 * One of a user's histories over the default 12 months: the signed-in user's own (no `userId`), or, for Admin and
 * Super Admin, the user `userId`'s.
 */
export function useHistory<K extends HistoryCall>(name: K, userId?: string) {
  const { data, error, isError, isPending, refetch } = useQuery({
    queryKey: [name, userId ?? 'self'],
    queryFn: () => callFunction(name, userId === undefined ? {} : { userId }),
  });
  return { data, error: isError ? error : undefined, loading: isPending, retry: () => void refetch() };
}
