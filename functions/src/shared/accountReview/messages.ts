/** The texts of the review prompts and their notifications (DECISIONS.md "UK rules in force since October 2025"). */
export const accountReviewMessages = {
  accountReviewTitle: 'Time to review your account',
  accountReviewText: 'Take a moment to look over your transaction history and check that your limits still suit you.',
  limitDecisionTitle: 'Would you like a deposit limit?',
  limitDecisionText: 'You chose to deposit without a limit. You can set daily, weekly and monthly deposit limits at any time.',
  transactionHistoryLink: 'View transaction history',
  limitsLink: 'Manage My Gambling',
  setLimitsLink: 'Set deposit limits',
  dismiss: 'Dismiss',
  accountReviewNotification: 'Time to review your account: look over your transactions and your limits',
  limitDecisionNotification: 'You have no deposit limit: would you like to set one?',
} as const;
