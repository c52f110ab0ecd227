import { useMemo } from 'react';
import { Timestamp, collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { NOTIFICATIONS_LOADED } from './constants';
import type { Timestamp as TimestampLike } from '@shared/core/timestamp';
import { notificationPaths } from '@shared/notifications/firestorePaths';
import { firestore } from '../../lib/firestore';

/**
 * How many of the user's latest notifications are newer than their last visit to the notifications page; live.
 * `lastRead` is null while the page's serverTimestamp() write is pending: the user has just read everything.
 */
export function useNotificationCount(uid: string, lastRead: TimestampLike | null | undefined): number {
  const pending = lastRead === null;
  const lastReadMillis = lastRead?.toMillis();
  const unreadQuery = useMemo(() => {
    const newerThanLastRead =
      lastReadMillis === undefined ? [] : [where('timestamp', '>', Timestamp.fromMillis(lastReadMillis))];
    return query(
      collection(firestore, notificationPaths.notifications(uid)),
      ...newerThanLastRead,
      orderBy('timestamp', 'desc'),
      limit(NOTIFICATIONS_LOADED),
    );
  }, [uid, lastReadMillis]);
  const { status, data } = useFirestoreCollectionData(unreadQuery);
  return status === 'success' && !pending ? data.length : 0;
}
