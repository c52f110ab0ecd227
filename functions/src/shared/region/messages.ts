

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const regionMessages = {
  regionUnavailableTitle: 'Currently Unavailable',
  regionUnavailableBody:
    'Clutchpot is currently unavailable in the United Kingdom while we carry out maintenance. We expect to be back by 8 December 2023.',
  regionBlocked: 'Clutchpot is not available in your region.',
  regionUnknown: 'We could not confirm your location. Please try again in a moment.',
} as const;
