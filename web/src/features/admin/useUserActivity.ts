import { useQuery } from '@tanstack/react-query';
import { MAX_ORDERS } from '@shared/admin/messages';
import { callFunction } from '../../lib/callables';

export const USER_ACTIVITIES_KEY = 'getAdminUserSummaryActivities';
export const USER_ORDERS_KEY = 'fetchOrders';

/** One user's activity rows by product (getAdminUserSummaryActivities), for the desk's user panel. */
export function useUserActivities(userId: string) {
  const { data, error, isError, isPending } = useQuery({
    queryKey: [USER_ACTIVITIES_KEY, userId],
    queryFn: () => callFunction('getAdminUserSummaryActivities', { userId }),
  });
  return { rows: data?.rows, error: isError ? error : undefined, loading: isPending };
}

/** One user's latest orders of every type, newest first (fetchOrders, the spec's 500 at most). */
export function useUserOrders(userId: string) {
  const { data, error, isError, isPending } = useQuery({
    queryKey: [USER_ORDERS_KEY, userId],
    queryFn: () => callFunction('fetchOrders', { userId, types: [], limit: MAX_ORDERS }),
  });
  return { orders: data?.orders, error: isError ? error : undefined, loading: isPending };
}
