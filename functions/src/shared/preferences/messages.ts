

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const preferenceMessages = {
  preferencesSaved: 'Preferences updated successfully',
  preferencesFailed: 'Failed to update preferences',
  // Not in the spec: checkBetLimits asked about neither a stream nor a battle, or both.
  betLimitsMatchRequired: 'A stream or a battle is required',
  selfPauseEndRequired: 'End date is required',
  selfPauseRange: 'Choose an end date within the next 3 months.',
  selfPauseLocked: 'Your self-pause is active: it cannot be shortened or removed before it ends.',
  selfExclusionLocked: 'Your self-exclusion is active: it cannot be undone or shortened before it ends.',
  realityCheckOptions: 'Choose a reality check of 1, 2 or 4 hours.',
  oddsChangeOptions: 'Choose Ask me, Accept higher odds or Accept any odds.',
  reviewReminderOptions: 'Choose a review reminder every month, every 3 months or every 6 months.',
  noLimitUnconfirmed: 'Confirm that you want no deposit limit, or set your deposit limits.',
  depositLimitsRequired: 'Enter your daily, weekly and monthly deposit limits.',
  depositLimitChoiceOptions: 'Choose deposit limits or No limit.',
} as const;

/** Messages with values in them, word for word from the spec. `max` is already formatted in whole dollars ($1000). */
export const formatPreferenceMessage = {
  /** `max` is already formatted in whole dollars ($1000). */
  limitMinimum: (name: string) => `Your ${name} Limit must be at least $5`,
  limitMaximum: (name: string, max: string) => `Your ${name} Limit cannot exceed ${max}`,
  limitLocked: (name: string, date: string) =>
    `Your ${name} Limit can only be changed once every 24 hours. You can change it again on ${date}.`,
  limitUnlocksOn: (date: string) => `You can change this again on ${date}`,
  limitIncreasePending: (amount: string, date: string) => `Increases to ${amount} on ${date}`,
};
