/** The longest range a summary covers, in days (a leap year). */
export const SUMMARY_MAX_DAYS = 366;

/** The most streams the top streams export lists. */
export const TOP_STREAMS_LIMIT = 100;

export const adminMessages = {
  dateFormat: 'Enter dates as YYYY-MM-DD',
  endBeforeStart: 'The end date must be on or after the start date',
  rangeTooLong: `Choose a range of at most ${SUMMARY_MAX_DAYS} days`,
} as const;
