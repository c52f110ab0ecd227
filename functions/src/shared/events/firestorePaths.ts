/** Firestore collection names and document paths of events. */
export const EVENT_COLLECTIONS = {
  events: 'events',
  entries: 'entries',
} as const;

export const eventPaths = {
  /** Events: public read, written by the event callables and jobs only. */
  events: () => EVENT_COLLECTIONS.events,
  event: (eventId: string) => `${EVENT_COLLECTIONS.events}/${eventId}`,
  /** Paid entries (who paid what): the entrant and admins read them. */
  entries: (eventId: string) => `${EVENT_COLLECTIONS.events}/${eventId}/${EVENT_COLLECTIONS.entries}`,
  entry: (eventId: string, entryId: string) => `${EVENT_COLLECTIONS.events}/${eventId}/${EVENT_COLLECTIONS.entries}/${entryId}`,
} as const;
