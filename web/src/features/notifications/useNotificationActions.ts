import { useCallback, useEffect } from 'react';
import { firestore } from '../../lib/firestore';
import { markNotificationsRead } from './markNotificationsRead';
import { notificationMessages } from '@shared/notifications/messages';
import { serverSaid, useDocumentWrite, useWrite } from '../../lib/useWrite';

/** Marks everything read once `ready`, and again whenever a newer notification (`newestId`) arrives. */
export function useMarkNotificationsRead(uid: string, ready: boolean, newestId: string | undefined): void {
  // Not critical: on a failure the bell keeps counting until the next visit succeeds, so no toast either way.
  const { send } = useDocumentWrite({ write: (reader: string) => markNotificationsRead(firestore, reader), success: () => null, failure: () => null });
  useEffect(() => {
    if (ready) void send(uid);
  }, [uid, ready, newestId, send]);
}

/** Deletes one notification (deleteNotification) and says how it went. */
export function useDeleteNotification(): (notificationId: string) => Promise<void> {
  const { send } = useWrite({
    callable: 'deleteNotification',
    request: (notificationId: string) => ({ notificationId }),
    success: () => notificationMessages.notificationDeleted,
    failure: serverSaid,
  });
  return useCallback(
    async (notificationId: string) => {
      await send(notificationId);
    },
    [send],
  );
}
