import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { UserDoc } from '@shared/users/types';
import { CORE_COLLECTIONS } from '@shared/core/firestorePaths';

const USERS_LIMIT = 500;

/** The newest user accounts, live (admins may list users). */
export function useUsers() {
  const firestore = useFirestore();
  const usersQuery = useMemo(
    () => query(collection(firestore, CORE_COLLECTIONS.users), orderBy('timestamp', 'desc'), limit(USERS_LIMIT)),
    [firestore],
  );
  const { status, data, error } = useFirestoreCollectionData(usersQuery, { idField: 'id' });
  return {
    loading: status === 'loading',
    error: status === 'error' ? error : undefined,
    users: (data ?? []) as UserDoc[],
  };
}
