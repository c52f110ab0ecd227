import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { firestore } from '../../lib/firestore';
import type { UserDoc } from '@shared/users/types';
import { corePaths } from '@shared/core/firestorePaths';

/** users/{uid}, live; `loaded` once the first snapshot (which may say the document does not exist) arrived. */
export function useUserDoc(uid: string): { loaded: boolean; userDoc: UserDoc | undefined } {
  const { status, data } = useFirestoreDocData(doc(firestore, corePaths.user(uid)));
  return { loaded: status === 'success', userDoc: data as UserDoc | undefined };
}
