import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth';

/** It needs the live session and flags, so it loads on sign-in, with Firestore. */
const SessionBarWhenBetting = lazy(() => import('./BettingSessionBar'));

/** The signed-in user's session at a glance, below the header. */
export function SessionBar() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SessionBarWhenBetting uid={user.uid} />
    </Suspense>
  );
}
