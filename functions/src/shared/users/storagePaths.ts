/** Cloud Storage object paths (see storage.rules). */
export const storagePaths = {
  userLogo: (uid: string) => `users/${uid}/logo`,
} as const;
