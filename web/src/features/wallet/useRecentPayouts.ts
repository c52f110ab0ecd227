import { useMemo } from 'react';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { PayoutDoc } from '@shared/wallet/types';
import { WALLET_COLLECTIONS } from '@shared/wallet/firestorePaths';
import { firestore } from '../../lib/firestore';

const RECENT_PAYOUTS = 5;

export type PayoutRow = PayoutDoc & { id: string };

/** The user's latest withdrawals with their status, live (the rules let the owner read their own payouts). */
export function useRecentPayouts(uid: string) {
  const payoutsQuery = useMemo(
    () =>
      query(
        collection(firestore, WALLET_COLLECTIONS.payouts),
        where('userId', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(RECENT_PAYOUTS),
      ),
    [uid],
  );
  const { status, data } = useFirestoreCollectionData(payoutsQuery, { idField: 'id' });
  return { status, payouts: (data ?? []) as PayoutRow[] };
}
