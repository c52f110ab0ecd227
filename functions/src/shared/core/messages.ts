

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const coreMessages = {
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  fatalError: 'Oops, something went wrong!',
  permissionDenied: 'You do not have permission to do this.',
  signInRequired: 'Please sign in to continue.',
  userNotFound: 'User not found',
  storageUnavailable: 'Image upload is unavailable in this environment.',
  amountRequired: 'Amount is required',
  /** A write whose answer was lost (a dropped connection): the same action, sent again, is applied at most once. */
  outcomeUnknown: 'We could not confirm that this went through. Try again: it will not be done twice.',
} as const;

/** Messages with values in them, word for word from the spec. */
export const formatCoreMessage = {
  lastUpdated: (date: string) => `Last updated ${date}`,
};
