

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const surveyMessages = {
  surveyScoreRequired: 'Please choose a score from 0 to 10',
  surveyCommentTooLong: 'Please keep your comment under 500 characters',
  surveyNotDue: 'Thanks, we already have your recent answer. We will ask again later.',
  surveyThanks: 'Thanks for your feedback!',
} as const;
