import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import { NOTIFICATIONS_LOADED } from './constants';
import type { NotificationDoc } from '@shared/notifications/types';
import { notificationPaths } from '@shared/notifications/firestorePaths';
import { firestore } from '../../lib/firestore';

export type NotificationRow = NotificationDoc & { id: string };

/** The user's latest notifications, newest first, live. */
export function useNotifications(uid: string) {
  const notificationsQuery = useMemo(
    () => query(collection(firestore, notificationPaths.notifications(uid)), orderBy('timestamp', 'desc'), limit(NOTIFICATIONS_LOADED)),
    [uid],
  );
  const { status, data } = useFirestoreCollectionData(notificationsQuery, { idField: 'id' });
  return { status, notifications: (data ?? []) as NotificationRow[] };
}
