import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { MESSAGES } from '../shared/messages';
import { paths } from '../shared/paths';

/** gRPC NOT_FOUND, raised by a delete whose `exists` precondition fails. */
const NOT_FOUND = 5;

/** Deletes one of the caller's own notifications. */
export const deleteNotification = defineCallable('deleteNotification', {}, async ({ notificationId }, { uid }) => {
  try {
    await db.doc(paths.notification(uid, notificationId)).delete({ exists: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) throw new HttpsError('not-found', MESSAGES.notificationNotFound);
    throw error;
  }
  return { deleted: true };
});
