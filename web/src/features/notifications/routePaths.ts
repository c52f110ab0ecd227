export const NOTIFICATION_PATHS = { notifications: '/notifications' } as const;
