import { useEffect } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { firestore } from '../../lib/firestore';
import type { OrderDoc } from '@shared/wallet/types';
import { walletPaths } from '@shared/wallet/firestorePaths';

/** The bank payment's order, live: it completes (or fails) when the bank settles. */
export function useBankPayment(paymentId: string) {
  const { status, data, error } = useFirestoreDocData(doc(firestore, walletPaths.order('truelayer', paymentId)));
  useEffect(() => {
    if (error) console.error('Could not read the bank payment', error);
  }, [error]);
  return { status, order: data as OrderDoc | undefined };
}
