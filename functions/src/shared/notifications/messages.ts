

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const notificationMessages = {
  notificationDeleted: 'Notification deleted',
  noNotifications: 'No current notifications',
  notificationNotFound: 'Notification not found',
} as const;
