import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth';
import { BellLink } from './BellLink';

/** The count is live from Firestore, which loads after the header has shown. */
const LiveBell = lazy(() => import('./LiveBell'));

/** Link to the notifications page with the number of unread notifications. */
export function NotificationBell() {
  const { user, userDoc } = useCurrentUser();
  if (!user || !userDoc) return <BellLink count={0} />;
  return (
    <Suspense fallback={<BellLink count={0} />}>
      <LiveBell uid={user.uid} lastRead={userDoc.lastNotificationRead} />
    </Suspense>
  );
}
