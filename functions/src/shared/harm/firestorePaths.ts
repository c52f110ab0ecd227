export const HARM_COLLECTIONS = {
  harm: 'harm',
  days: 'harmDays',
  notes: 'harmNotes',
  interactions: 'harmInteractions',
} as const;

export const harmPaths = {
  /** The customer's indicators, hold and case (server writes; the customer reads their own). */
  harm: (uid: string) => `${HARM_COLLECTIONS.harm}/${uid}`,
  /** One UTC day of the customer's activity counters (server only). */
  days: (uid: string) => `${HARM_COLLECTIONS.harm}/${uid}/${HARM_COLLECTIONS.days}`,
  day: (uid: string, day: string) => `${HARM_COLLECTIONS.harm}/${uid}/${HARM_COLLECTIONS.days}/${day}`,
  notes: (uid: string) => `${HARM_COLLECTIONS.harm}/${uid}/${HARM_COLLECTIONS.notes}`,
  interaction: (uid: string, day: string) => `${HARM_COLLECTIONS.interactions}/${uid}_${day}`,
} as const;
