export const IDENTITY_PATHS = { identity: '/identity' } as const;
