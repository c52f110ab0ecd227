

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const gamblingMessages = {
  gamblingPaused: 'Gambling is paused on your account until the end of your self-pause.',
  gamblingExcluded: 'Your account is self-excluded from gambling.',
  exclusionEnded: 'Your self-exclusion has ended. Please contact support to gamble again.',
  bettingDisabled: 'Betting is currently unavailable.',
  bettingUnavailable: 'Betting is not available on your account.',
  limitDecisionRequired: 'Before your first deposit, set your deposit limits or choose No limit and confirm it.',
} as const;
