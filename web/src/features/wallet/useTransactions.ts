import { useMemo } from 'react';
import { Timestamp, collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { LedgerEntry } from '@shared/ledger/types';
import { ledgerPaths } from '@shared/ledger/firestorePaths';
import { firestore } from '../../lib/firestore';

/** Upper bound on entries read for one date range. */
export const TRANSACTIONS_LIMIT = 500;

export type TransactionEntry = LedgerEntry & { id: string };

/** The user's ledger entries with start <= timestamp <= end (ms), newest first, live. */
export function useTransactions(uid: string, startMs: number, endMs: number) {
  const transactionsQuery = useMemo(
    () =>
      query(
        collection(firestore, ledgerPaths.transactions(uid)),
        where('timestamp', '>=', Timestamp.fromMillis(startMs)),
        where('timestamp', '<=', Timestamp.fromMillis(endMs)),
        orderBy('timestamp', 'desc'),
        limit(TRANSACTIONS_LIMIT),
      ),
    [uid, startMs, endMs],
  );
  const { status, data, error } = useFirestoreCollectionData(transactionsQuery, { idField: 'id' });
  return { status, error, transactions: (data ?? []) as TransactionEntry[] };
}
