/** Firestore collection names and document paths of events. */
export const EVENT_COLLECTIONS = {
  events: 'events',
  entries: 'entries',
  votes: 'votes',
} as const;

export const eventPaths = {
  /** Events: public read, written by the event callables and jobs only. */
  events: () => EVENT_COLLECTIONS.events,
  event: (eventId: string) => `${EVENT_COLLECTIONS.events}/${eventId}`,
  /** Paid entries (who paid what): the entrant and admins read them. */
  entries: (eventId: string) => `${EVENT_COLLECTIONS.events}/${eventId}/${EVENT_COLLECTIONS.entries}`,
  entry: (eventId: string, entryId: string) => `${EVENT_COLLECTIONS.events}/${eventId}/${EVENT_COLLECTIONS.entries}/${entryId}`,
  /** Likes (one per user, id = uid) and double-downs (named or 'Anonymous'): public read, as a challenge's. */
  votes: (eventId: string) => `${EVENT_COLLECTIONS.events}/${eventId}/${EVENT_COLLECTIONS.votes}`,
  vote: (eventId: string, voteId: string) => `${EVENT_COLLECTIONS.events}/${eventId}/${EVENT_COLLECTIONS.votes}/${voteId}`,
} as const;

/** The PayPal order's custom id of a double-down into an event: `{uid}/event/{eventId}/{requestId}`. */
export const eventDoubleDownPaypalCustomId = (uid: string, eventId: string, requestId: string) => `${uid}/event/${eventId}/${requestId}`;
