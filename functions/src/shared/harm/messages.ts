export const CONTEST_MIN_LENGTH = 10;
export const CONTEST_MAX_LENGTH = 1_000;

export const harmMessages = {
  held: 'We have paused deposits and betting on your account while our team reviews your recent activity. You can still withdraw. See the notice at the top of the page to find out why, or to ask us to look again.',
  contestTooShort: `Tell us in at least ${CONTEST_MIN_LENGTH} characters why we should look again.`,
  contestTooLong: `Keep it to ${CONTEST_MAX_LENGTH} characters.`,
  nothingToContest: 'There is no automated decision on your account to contest.',
  alreadyContested: 'You have already asked us to look again; our team will reply.',
  nothingToReview: 'This customer has no case waiting for a decision.',
  noChange: 'That is already the decision on this case.',
  offersSuppressed: 'No bonus offers can be given to this customer while their activity is under review.',
} as const;
