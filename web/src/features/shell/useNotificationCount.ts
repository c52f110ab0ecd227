import { useMemo } from 'react';
import { Timestamp, collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { paths } from '@shared/paths';
import type { Timestamp as TimestampLike } from '@shared/types';

/** Notifications loaded at most, as on the notifications page. */
const NOTIFICATIONS_LIMIT = 100;

/** How many of the user's latest notifications are newer than their last visit to the notifications page; live. */
export function useNotificationCount(uid: string, lastRead: TimestampLike | undefined): number {
  const firestore = useFirestore();
  const lastReadMillis = lastRead?.toMillis();
  const unreadQuery = useMemo(() => {
    const newerThanLastRead =
      lastReadMillis === undefined ? [] : [where('timestamp', '>', Timestamp.fromMillis(lastReadMillis))];
    return query(
      collection(firestore, paths.notifications(uid)),
      ...newerThanLastRead,
      orderBy('timestamp', 'desc'),
      limit(NOTIFICATIONS_LIMIT),
    );
  }, [firestore, uid, lastReadMillis]);
  const { status, data } = useFirestoreCollectionData(unreadQuery);
  return status === 'success' ? data.length : 0;
}
