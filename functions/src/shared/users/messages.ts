

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const userMessages = {
  usernameRequired: 'Username name is required',
  usernameRule:
    'Username must be between 5 and 32 characters and may contain letters, numbers, dashes (-), and underscores (_).',
  usernameTaken: 'Username is already taken',
  accountUpdated: 'Account details updated',
  cannotRemoveOwnSuperAdmin: 'You cannot remove your own Super Admin role.',
  agreementSaved: 'Agreement updated successfully',
  agreementFailed: 'Error saving user agreement',
  codGamerTagRequired: 'Gamer tag is required',
  codGamerTagInvalid: 'Invalid gamer tag',
  codPlatformInvalid: 'Invalid platform: ${value}',
  codUnavailable: 'Call of Duty could not be reached. Please try again.',
} as const;
