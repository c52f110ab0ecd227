import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

/**
 * The user's remaining deposit allowance per rolling window (checkDepositLimits), for the form's validation.
 * The server checks the limits again on every deposit; this is for display.
 */
export function useDepositLimits(uid: string | undefined) {
  const { data, error, isError, isFetching, refetch } = useQuery({
    queryKey: ['checkDepositLimits', uid],
    queryFn: () => callFunction('checkDepositLimits', { userId: uid! }),
    enabled: Boolean(uid),
  });
  return {
    // The last known usage stays in force while a reload is under way.
    usage: data,
    loading: Boolean(uid) && isFetching,
    error: isError && !isFetching ? errorMessage(error) : undefined,
    reload: () => void refetch(),
  };
}
