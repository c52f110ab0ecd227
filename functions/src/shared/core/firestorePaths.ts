

export const CORE_COLLECTIONS = {
  users: 'users',
} as const;

export const corePaths = {
  user: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}`,
} as const;
