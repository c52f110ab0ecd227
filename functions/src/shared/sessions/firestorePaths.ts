

export const SESSION_COLLECTIONS = {
  sessions: 'sessions',
} as const;

export const sessionPaths = {
  /** A login session (reality check). */
  session: (sessionId: string) => `${SESSION_COLLECTIONS.sessions}/${sessionId}`,
} as const;
