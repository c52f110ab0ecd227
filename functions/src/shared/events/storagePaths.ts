/** Cloud Storage object paths of events (see storage.rules: public read, admin write, images under 2 MB). */
export const eventStoragePaths = {
  logo: (eventId: string) => `events/${eventId}/logo`,
} as const;
