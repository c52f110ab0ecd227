import { useMemo } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { SessionDoc } from '@shared/sessions/types';
import { SESSION_COLLECTIONS } from '@shared/sessions/firestorePaths';
import { firestore } from '../../lib/firestore';

export type ActiveSession = SessionDoc & { id: string };

export interface ActiveSessionState {
  /** True until the first answer from Firestore. */
  loading: boolean;
  session: ActiveSession | null;
}

/** The signed-in user's active session, live (only the active session is observed). */
export function useActiveSession(uid: string): ActiveSessionState {
  const activeQuery = useMemo(
    () =>
      query(collection(firestore, SESSION_COLLECTIONS.sessions), where('userId', '==', uid), where('isActive', '==', true), limit(1)),
    [uid],
  );
  const { status, data } = useFirestoreCollectionData(activeQuery, { idField: 'id' });
  if (status === 'error') console.error('The active session could not be read.');
  return {
    loading: status === 'loading',
    session: status === 'success' ? ((data[0] as ActiveSession | undefined) ?? null) : null,
  };
}

/** createdAt and expiresAt in ms, for the shared session rules. */
export function sessionTimes(session: ActiveSession): { createdAt: number; expiresAt: number; startedAt: number } {
  const createdAt = session.createdAt.toMillis();
  return { createdAt, expiresAt: session.expiresAt.toMillis(), startedAt: session.startedAt?.toMillis() ?? createdAt };
}
