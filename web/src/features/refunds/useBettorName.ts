import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { corePaths } from '@shared/core/firestorePaths';
import { firestore } from '../../lib/firestore';

/** The bettor's username, as an admin reads it (for the refund dialog and its toasts); a stand-in until loaded. */
export function useBettorName(userId: string): string {
  const { data } = useFirestoreDocData(doc(firestore, corePaths.user(userId)));
  return (data?.username as string | undefined) ?? 'this bettor';
}
