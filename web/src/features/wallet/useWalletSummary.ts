import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callFunction } from '../../lib/callables';
import type { WalletSummary } from '@shared/wallet/types';

type SummaryState =
  | { status: 'loading' }
  | { status: 'success'; summary: WalletSummary }
  | { status: 'error'; error: unknown };

/**
 * Deposit and withdrawal totals and the payout methods open to the user (getWalletSummary). Fetched again when
 * the live balance changes (a deposit landed, a payout was made or returned) and on `refresh()`; the last
 * summary stays on screen while a new one loads, or when it fails.
 */
export function useWalletSummary(uid: string, balance: number | undefined) {
  const { data, error, isError, refetch } = useQuery({
    queryKey: ['getWalletSummary', uid],
    queryFn: () => callFunction('getWalletSummary', {}),
    // Wait for the account, so the page does not ask twice while it loads.
    enabled: balance !== undefined,
  });

  const askedAt = useRef(balance);
  useEffect(() => {
    if (askedAt.current !== undefined && balance !== askedAt.current) void refetch();
    askedAt.current = balance;
  }, [balance, refetch]);

  let state: SummaryState = { status: 'loading' };
  if (data) state = { status: 'success', summary: data };
  else if (isError) state = { status: 'error', error };
  return { ...state, refresh: () => void refetch() };
}
