import { doc, updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { firestore } from '../../lib/firestore';
import { useDocumentWrite } from '../../lib/useWrite';
import { useCurrentUser } from '../auth';
import { corePaths } from '@shared/core/firestorePaths';

const SAVE_FAILED = 'We could not save your choice. Please try again.';

/**
 * Ends onboarding: clears isNew on the user's own document (the one onboarding write the rules allow), then goes
 * to `to` (with navigation `state`) when given. The write is queued locally first, so the page moves on without
 * waiting for the server.
 */
export function useFinishOnboarding(): (to?: string, state?: unknown) => void {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { send } = useDocumentWrite({
    write: (uid: string) => updateDoc(doc(firestore, corePaths.user(uid)), { isNew: false }),
    success: () => null,
    failure: () => ({ message: SAVE_FAILED }),
  });
  return useCallback(
    (to?: string, state?: unknown) => {
      if (!user) return;
      void send(user.uid);
      if (to) void navigate(to, { state });
    },
    [user, navigate, send],
  );
}
