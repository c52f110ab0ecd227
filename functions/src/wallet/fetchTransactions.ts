import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import type { LedgerEntry } from '../shared/ledger/types';
import type { TransactionRow } from '../shared/wallet/types';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

export const MAX_TRANSACTIONS = 500;
/** Firestore timestamps end with the year 9999. */
const LATEST_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const toTimestamp = (ms: number) => Timestamp.fromMillis(Math.min(ms, LATEST_TIMESTAMP_MS));

/**
 * The caller's own ledger entries between startDate and endDate (ms, inclusive), newest first. Stored times
 * have sub-millisecond precision, so the end bound is the start of the next millisecond.
 */
export const fetchTransactions = defineCallable('fetchTransactions', {}, async ({ startDate, endDate }, { uid }) => {
  const snap = await db
    .collection(ledgerPaths.transactions(uid))
    .where('timestamp', '>=', toTimestamp(startDate))
    .where('timestamp', '<', toTimestamp(endDate + 1))
    .orderBy('timestamp', 'desc')
    .limit(MAX_TRANSACTIONS)
    .get();
  const transactions = snap.docs.map((doc): TransactionRow => {
    const entry = doc.data() as LedgerEntry;
    return { ...entry, id: doc.id, timestamp: entry.timestamp.toMillis() };
  });
  return { transactions };
});
