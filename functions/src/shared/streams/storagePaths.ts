/** Cloud Storage object paths of the streams area (see storage.rules). */
export const streamStoragePaths = {
  logo: (streamId: string) => `streams/${streamId}/logo`,
} as const;
