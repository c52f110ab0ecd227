

export const USER_COLLECTIONS = {
  usernames: 'usernames',
} as const;

export const userPaths = {
  username: (usernameLower: string) => `${USER_COLLECTIONS.usernames}/${usernameLower}`,
} as const;

export const storagePaths = {
  userLogo: (uid: string) => `users/${uid}/logo`,
} as const;
