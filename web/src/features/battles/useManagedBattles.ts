import { useMemo } from 'react';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { BATTLES_QUERY_LIMIT } from '@shared/battles/constants';
import { battlePaths } from '@shared/battles/firestorePaths';
import type { BattleDoc } from '@shared/battles/types';
import { firestore } from '../../lib/firestore';

/** The battles a manager sees, live: every battle for admins, an organizer's own (editorIds) otherwise. */
export function useManagedBattles(uid: string, isAdmin: boolean) {
  const battlesQuery = useMemo(() => {
    const base = collection(firestore, battlePaths.battles());
    const own = isAdmin ? [] : [where('editorIds', 'array-contains', uid)];
    return query(base, ...own, orderBy('scheduledAt', 'asc'), limit(BATTLES_QUERY_LIMIT));
  }, [uid, isAdmin]);
  const { status, data } = useFirestoreCollectionData(battlesQuery);
  return { loading: status === 'loading', battles: (data ?? []) as BattleDoc[] };
}
