export const HOME_PATHS = { home: '/' } as const;
