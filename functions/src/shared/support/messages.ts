import { formatCents } from '../core/money';

export const SUPPORT_REASON_MIN_LENGTH = 10;
export const SUPPORT_REASON_MAX_LENGTH = 500;
export const SUPPORT_SEARCH_MIN_LENGTH = 2;
export const SUPPORT_SEARCH_MAX_LENGTH = 100;
/** Most Bonus Credits one grant gives ($500). */
export const MAX_GRANT_CREDITS = 100;
/** Largest balance adjustment either way, in cents ($10,000). */
export const MAX_ADJUSTMENT_CENTS = 1_000_000;

/** The support desk's texts (the spec has none): the desk's forms, its callables and the tests use these. */
export const supportMessages = {
  reasonRequired: 'Please write the reason for this action.',
  reasonTooShort: `The reason must be at least ${SUPPORT_REASON_MIN_LENGTH} characters.`,
  reasonTooLong: `The reason must be at most ${SUPPORT_REASON_MAX_LENGTH} characters.`,
  reasonPadded: 'The reason must not start or end with spaces.',
  searchTooShort: `Type at least ${SUPPORT_SEARCH_MIN_LENGTH} characters of a username or email.`,
  searchTooLong: `Type at most ${SUPPORT_SEARCH_MAX_LENGTH} characters.`,
  bonusCreditsRange: `Bonus Credits must be a whole number from 1 to ${MAX_GRANT_CREDITS}.`,
  adjustmentRange: `The adjustment must be an amount other than $0.00, at most ${formatCents(MAX_ADJUSTMENT_CENTS)} either way.`,
  adjustmentBelowZero: 'This adjustment would take the balance below zero.',
  ownAccount: 'You cannot use the support desk on your own account.',
  noChange: 'Nothing to change: the account is already set this way.',
  exclusionRunning: 'This self-exclusion is still running: it can be lifted only once it has ended.',
  noEndedExclusion: 'This account has no ended self-exclusion to lift.',
  identityNotDenied: 'A new identity check can only be allowed after a denied one.',
  refundItemNotFound: 'This bet was not found.',
  refundAlreadyRefunded: 'This bet has already been refunded.',
  refundSettled: 'This bet is already settled: only open bets can be refunded.',
  refundBattleSettling: 'This battle is being settled: its bets can no longer be refunded.',
  refundChallengeClosed: 'This challenge is no longer open: its money can no longer be refunded.',
  refundEventClosed: 'This event has ended or is cancelled: its entries can no longer be refunded.',
  ownBet: 'You cannot refund your own bet.',
} as const;

/** The spec's toasts for a refund (spec 02: '{username} refunded $X and N credits', 'Error refunding {username}'). */
export const refundToasts = {
  refunded: (username: string, cents: number, credits: number) => `${username} refunded ${formatCents(cents)} and ${credits} credits`,
  failed: (username: string) => `Error refunding ${username}`,
} as const;
