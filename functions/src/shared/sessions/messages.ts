

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const sessionMessages = {
  sessionNotFound: 'Session not found',
  sessionNotYours: 'This session belongs to another account.',
  sessionEnded: 'This session has ended. Please log in again.',
  realityCheckTitle: 'Reality Check',
  realityCheckQuestion: 'Would you like to continue?',
  viewTransactionHistory: 'View transaction history',
  endSession: 'End Session',
  keepPlaying: 'Keep Playing',
} as const;

export const formatSessionMessage = {
  playingFor: (duration: string) => `You have been playing for ${duration}`,
};
