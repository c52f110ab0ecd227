import { useSnackbar } from 'notistack';
import { useCallback, useEffect } from 'react';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { firestore } from '../../lib/firestore';
import { markNotificationsRead } from './markNotificationsRead';
import { notificationMessages } from '@shared/notifications/messages';

/** Marks everything read once `ready`, and again whenever a newer notification (`newestId`) arrives. */
export function useMarkNotificationsRead(uid: string, ready: boolean, newestId: string | undefined): void {
  useEffect(() => {
    if (!ready) return;
    markNotificationsRead(firestore, uid).catch(() => {
      // Not critical: the bell keeps counting until the next visit succeeds.
    });
  }, [uid, ready, newestId]);
}

/** Deletes one notification (deleteNotification) and says how it went. */
export function useDeleteNotification(): (notificationId: string) => Promise<void> {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (notificationId: string) => {
      try {
        await callFunction('deleteNotification', { notificationId });
        enqueueSnackbar(notificationMessages.notificationDeleted, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      }
    },
    [enqueueSnackbar],
  );
}
