import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { TEAMS_QUERY_LIMIT } from '@shared/battles/constants';
import { battlePaths } from '@shared/battles/firestorePaths';
import type { TeamDoc } from '@shared/battles/types';
import { firestore } from '../../lib/firestore';

/** Every team, by name, live. */
export function useTeams() {
  const teamsQuery = useMemo(() => query(collection(firestore, battlePaths.teams()), orderBy('nameLower'), limit(TEAMS_QUERY_LIMIT)), []);
  const { status, data } = useFirestoreCollectionData(teamsQuery);
  return { loading: status === 'loading', teams: (data ?? []) as TeamDoc[] };
}
