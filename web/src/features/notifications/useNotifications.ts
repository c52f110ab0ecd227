import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { NOTIFICATIONS_LOADED } from '@shared/constants';
import { paths } from '@shared/paths';
import type { NotificationDoc } from '@shared/types';

export type NotificationRow = NotificationDoc & { id: string };

/** The user's latest notifications, newest first, live. */
export function useNotifications(uid: string) {
  const firestore = useFirestore();
  const notificationsQuery = useMemo(
    () => query(collection(firestore, paths.notifications(uid)), orderBy('timestamp', 'desc'), limit(NOTIFICATIONS_LOADED)),
    [firestore, uid],
  );
  const { status, data } = useFirestoreCollectionData(notificationsQuery, { idField: 'id' });
  return { status, notifications: (data ?? []) as NotificationRow[] };
}
