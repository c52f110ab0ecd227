import { lazy, Suspense, useEffect } from 'react';
import { useCurrentUser } from '../auth';
import { clearStoredSession } from '../../lib/storedSession';

const UserSessionManager = lazy(() => import('./UserSessionManager'));

/** Starts the login session after sign-in and runs the reality check; mounted once in the app layout. */
export function SessionManager() {
  const { user } = useCurrentUser();
  useEffect(() => {
    if (!user) clearStoredSession();
  }, [user]);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UserSessionManager key={user.uid} uid={user.uid} />
    </Suspense>
  );
}
