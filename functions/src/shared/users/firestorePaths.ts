/** Firestore collection names and document paths of the users area. */
export const USER_COLLECTIONS = {
  usernames: 'usernames',
} as const;

export const userPaths = {
  username: (usernameLower: string) => `${USER_COLLECTIONS.usernames}/${usernameLower}`,
} as const;
