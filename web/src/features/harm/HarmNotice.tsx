import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isAuthScreen, useCurrentUser } from '../auth';

const UserHarmNotice = lazy(() => import('./UserHarmNotice'));

/**
 * Customer interaction (LCCP SR 3.4.3) as the customer sees it, under the header on every page: a pause on
 * deposits and betting with its reasons and a way to contest it; otherwise, at medium a prompt to set a limit,
 * and at low a safer-gambling message (both can be closed until the next assessment). Visitors load none of it.
 */
export function HarmNotice() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || isAuthScreen(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UserHarmNotice uid={user.uid} />
    </Suspense>
  );
}
