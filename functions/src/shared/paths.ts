/** Firestore collection names and document paths, defined once for rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  usernames: 'usernames',
  transactions: 'transactions',
  notifications: 'notifications',
  config: 'config',
} as const;

export const paths = {
  user: (uid: string) => `${COLLECTIONS.users}/${uid}`,
  username: (usernameLower: string) => `${COLLECTIONS.usernames}/${usernameLower}`,
  transactions: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.transactions}`,
  transaction: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.transactions}/${id}`,
  notifications: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}`,
  notification: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}/${id}`,
} as const;

/**
 * Whether `id` can name a document: no slash (which would address another path), not `.` or `..`, and not of
 * the form `__x__`, which Firestore reserves.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** Storage object paths (see storage.rules). */
export const storagePaths = {
  userLogo: (uid: string) => `users/${uid}/logo`,
} as const;
