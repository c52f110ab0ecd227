import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { PotPaymentDoc } from '@shared/challenges/types';
import { firestore } from '../../lib/firestore';

/** Held payments read at most (a challenge or an event holds a few dozen). */
const SHOWN = 100;

/** A payment still held in a pot; a challenge's contributions also carry the name they show under. */
export type HeldPayment = PotPaymentDoc & { name?: string };

/** The payments a pot still holds, live (admins read every payer's: firestore.rules). */
export function useHeldPayments(path: string): HeldPayment[] {
  const { data } = useFirestoreCollectionData(query(collection(firestore, path), where('status', '==', 'held'), limit(SHOWN)), { idField: 'id' });
  return (data ?? []) as HeldPayment[];
}
