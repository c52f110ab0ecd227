export const USER_PATHS = { settings: '/settings' } as const;
