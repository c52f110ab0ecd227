import type { ReviewPromptKind } from './types';

/** Customers with a ledger movement in this many months are reminded to review their account. */
export const REVIEW_ACTIVITY_WINDOW_MONTHS = 12;
/** A customer whose limit decision is 'none' is asked again after this many months. */
export const LIMIT_DECISION_REVIEW_MONTHS = 12;

/** The prompt's and its notification's id: one per customer, kind and period, however often the job runs. */
export function reviewPromptId(kind: ReviewPromptKind, dueAt: number): string {
  return `${kind}-${dueAt}`;
}
