import type { Timestamp } from '../core/timestamp';

/**
 * 'account-review': review your account and transactions (every customer with activity in the last 12 months, at
 * the interval they chose, 6 months at most). 'limit-decision': you chose no deposit limit, would you like one
 * (once a year). RTS 12 as amended; DECISIONS.md "UK rules in force since October 2025".
 */
export const REVIEW_PROMPT_KINDS = ['account-review', 'limit-decision'] as const;
export type ReviewPromptKind = (typeof REVIEW_PROMPT_KINDS)[number];

/** users/{uid}/reviewPrompts/{kind}-{dueAt}: written by the reminder job; the owner only stamps dismissedAt. */
export interface ReviewPromptDoc<T = Timestamp> {
  kind: ReviewPromptKind;
  /** When the reminder was due (ms): with the kind, it names the period the prompt belongs to. */
  dueAt: number;
  createdAt: T;
  dismissedAt: T | null;
}

/**
 * The server-written schedule on users/{uid}. lastActivityAt: the latest ledger movement on the account.
 * reviewPeriodStartAt: when the current review period began (first activity, or the last reminder);
 * nextReviewReminderAt: when its reminder is due (start + the chosen interval), the job's indexed query field.
 * nextLimitDecisionReviewAt: when a customer whose limit decision is 'none' is next asked whether they want a limit.
 */
export interface ReviewScheduleFields<T = Timestamp> {
  lastActivityAt?: T;
  reviewPeriodStartAt?: T;
  nextReviewReminderAt?: T;
  nextLimitDecisionReviewAt?: T;
}
