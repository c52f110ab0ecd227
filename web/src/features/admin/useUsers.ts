import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { UserDoc } from '@shared/users/types';
import { CORE_COLLECTIONS } from '@shared/core/firestorePaths';
import { firestore } from '../../lib/firestore';

/** The newest accounts the desk lists before anything is searched. */
const USERS_LIMIT = 100;

/** The newest user accounts, live (admins may list users). */
export function useUsers() {
  const usersQuery = useMemo(
    () => query(collection(firestore, CORE_COLLECTIONS.users), orderBy('timestamp', 'desc'), limit(USERS_LIMIT)),
    [],
  );
  const { status, data, error } = useFirestoreCollectionData(usersQuery, { idField: 'id' });
  return {
    loading: status === 'loading',
    error: status === 'error' ? error : undefined,
    users: (data ?? []) as UserDoc[],
  };
}
