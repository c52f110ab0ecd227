import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { addMonths } from '../shared/core/dates';
import { LIMIT_DECISION_REVIEW_MONTHS } from '../shared/accountReview/schedule';
import type { DepositLimitChoice, Preferences } from '../shared/preferences/preferences';
import { preferencesOf, reviewReminderMonthsOf } from '../shared/preferences/preferences';

/**
 * The review schedule on users/{uid} (see ReviewScheduleFields): the ledger, saveUserPreferences and the reminder
 * job keep it in the transactions that change what it depends on.
 */

/**
 * What a ledger movement at `now` writes on the user: the activity, and when no review period runs (first
 * activity, or the first since a year without any), a period starting now.
 */
export function scheduleOnActivity(user: DocumentData | undefined, now: number): DocumentData {
  const fields: DocumentData = { lastActivityAt: Timestamp.fromMillis(now) };
  if (!user?.nextReviewReminderAt) {
    const months = reviewReminderMonthsOf(preferencesOf(user?.preferences));
    fields.reviewPeriodStartAt = Timestamp.fromMillis(now);
    fields.nextReviewReminderAt = Timestamp.fromMillis(addMonths(now, months));
  }
  return fields;
}

/** A new review period from `now` at the customer's interval (after a reminder). */
export function nextReviewPeriod(preferences: Preferences, now: number): DocumentData {
  return {
    reviewPeriodStartAt: Timestamp.fromMillis(now),
    nextReviewReminderAt: Timestamp.fromMillis(addMonths(now, reviewReminderMonthsOf(preferences))),
  };
}

/** After the interval changed: the running period's reminder falls due at its start plus the new interval. */
export function scheduleOnInterval(user: DocumentData, preferences: Preferences): DocumentData {
  const start = user.reviewPeriodStartAt as Timestamp | undefined;
  if (!start) return {};
  return { nextReviewReminderAt: Timestamp.fromMillis(addMonths(start.toMillis(), reviewReminderMonthsOf(preferences))) };
}

/** After a limit decision at `now`: 'none' is asked about again in a year; limits need no question. */
export function scheduleOnLimitDecision(choice: DepositLimitChoice, now: number): DocumentData {
  return {
    nextLimitDecisionReviewAt: choice === 'none' ? Timestamp.fromMillis(addMonths(now, LIMIT_DECISION_REVIEW_MONTHS)) : FieldValue.delete(),
  };
}
