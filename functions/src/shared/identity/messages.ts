

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const identityMessages = {
  identityRequired: 'Please verify your identity to deposit or withdraw.',
  identityAlreadyVerified: 'Your identity is already verified.',
  identityDenied: 'Your identity could not be verified. Please contact support.',
  identityEstimate: 'Estimated time: 2 minutes',
  identityLegal: 'You must be 18 or older and located in the United Kingdom to verify your identity.',
  identitySkip: 'No, thanks. Maybe later.',
  identityVerified: 'Your identity has been verified',
} as const;
