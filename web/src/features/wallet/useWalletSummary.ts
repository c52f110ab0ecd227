import { useCallback, useEffect, useState } from 'react';
import { callFunction } from '../../lib/callables';
import type { WalletSummary } from '@shared/wallet/types';

type SummaryState =
  | { status: 'loading' }
  | { status: 'success'; summary: WalletSummary }
  | { status: 'error'; error: unknown };

/**
 * Deposit and withdrawal totals and the payout methods open to the user (getWalletSummary). Fetched again when
 * the live balance changes (a deposit landed, a payout was made or returned) and on `refresh()`; the last
 * summary stays on screen while a new one loads.
 */
export function useWalletSummary(uid: string, balance: number | undefined) {
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    // Wait for the account, so the page does not ask twice while it loads.
    if (balance === undefined) return;
    let active = true;
    callFunction('getWalletSummary', {}).then(
      (summary) => active && setState({ status: 'success', summary }),
      (error: unknown) => active && setState((previous) => (previous.status === 'success' ? previous : { status: 'error', error })),
    );
    return () => {
      active = false;
    };
  }, [uid, balance, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, refresh };
}
