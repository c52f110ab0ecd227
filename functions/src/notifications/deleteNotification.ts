import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import { notificationMessages } from '../shared/notifications/messages';

/** gRPC NOT_FOUND, raised by a delete whose `exists` precondition fails. */
const NOT_FOUND = 5;

/** Deletes one of the caller's own notifications. */
export const deleteNotification = defineCallable('deleteNotification', {}, async ({ notificationId }, { uid }) => {
  try {
    await db.doc(notificationPaths.notification(uid, notificationId)).delete({ exists: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) throw new HttpsError('not-found', notificationMessages.notificationNotFound);
    throw error;
  }
  return { deleted: true };
});
