import { useMemo } from 'react';
import { collection, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { firestore } from '../../lib/firestore';
import { netWagerTotal } from '@shared/sessions/realityCheck';
import type { LedgerEntry } from '@shared/ledger/types';
import { ledgerPaths } from '@shared/ledger/firestorePaths';

/** The session's net bet result in cents (returns won less stakes placed), live from the ledger; 0 until read. */
export function useSessionNet(uid: string, sessionId: string): number {
  const sessionEntries = useMemo(
    () => query(collection(firestore, ledgerPaths.transactions(uid)), where('sessionId', '==', sessionId)),
    [uid, sessionId],
  );
  const { status, data } = useFirestoreCollectionData(sessionEntries);
  return status === 'success' ? netWagerTotal(data as LedgerEntry[]) : 0;
}
