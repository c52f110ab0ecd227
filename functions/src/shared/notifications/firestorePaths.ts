import { CORE_COLLECTIONS } from '../core/firestorePaths';

export const NOTIFICATION_COLLECTIONS = {
  notifications: 'notifications',
} as const;

export const notificationPaths = {
  notifications: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}/${NOTIFICATION_COLLECTIONS.notifications}`,
  notification: (uid: string, id: string) => `${CORE_COLLECTIONS.users}/${uid}/${NOTIFICATION_COLLECTIONS.notifications}/${id}`,
} as const;
