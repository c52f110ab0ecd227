import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';

export const SUPPORT_VIEW_KEY = 'getUserSupportView';

/** Everything the desk shows about one user (getUserSupportView); fetched again after every action. */
export function useSupportView(userId: string) {
  const { data, error, isError, isFetching, refetch } = useQuery({
    queryKey: [SUPPORT_VIEW_KEY, userId],
    queryFn: () => callFunction('getUserSupportView', { userId }),
  });
  return { view: data, error: isError ? error : undefined, refreshing: isFetching, reload: () => void refetch() };
}
