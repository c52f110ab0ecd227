export const PREFERENCE_PATHS = { preferences: '/preferences' } as const;
