import { useQuery } from '@tanstack/react-query';
import type { TransactionRow } from '@shared/wallet/types';
import { callFunction } from '../../lib/callables';

/** fetchTransactions returns at most this many entries for one date range. */
export const TRANSACTIONS_LIMIT = 500;

export type TransactionEntry = TransactionRow;

export type TransactionsState =
  | { status: 'loading'; transactions: TransactionEntry[] }
  | { status: 'success'; transactions: TransactionEntry[] }
  | { status: 'error'; transactions: TransactionEntry[]; error: unknown };

/** The signed-in user's ledger entries with start <= timestamp <= end (ms), newest first (fetchTransactions). */
export function useTransactions(uid: string, startMs: number, endMs: number): TransactionsState {
  const { data, error, isError } = useQuery({
    queryKey: ['fetchTransactions', uid, startMs, endMs],
    queryFn: () => callFunction('fetchTransactions', { startDate: startMs, endDate: endMs }),
  });
  if (data) return { status: 'success', transactions: data.transactions };
  if (isError) return { status: 'error', transactions: [], error };
  return { status: 'loading', transactions: [] };
}
