import { SURVEY_INTERVAL_MS } from './constants';
import type { Timestamp } from '../core/timestamp';


/**
 * Whether the survey is due: the last answer, or the account's creation when there is none, was at least
 * SURVEY_INTERVAL_DAYS ago.
 */
export function surveyDue(lastSurveyMs: number | null, createdMs: number, now: number): boolean {
  return now - (lastSurveyMs ?? createdMs) >= SURVEY_INTERVAL_MS;
}

function millisOf(value: Timestamp | null | undefined): number | null {
  return value && typeof value.toMillis === 'function' ? value.toMillis() : null;
}

/**
 * surveyDue for a users/{uid} document. A document whose creation time is not known yet (a pending server
 * timestamp) is not due.
 */
export function surveyDueForUser(
  user: { lastSurvey?: Timestamp | null; timestamp?: Timestamp | null },
  now: number,
): boolean {
  const createdMs = millisOf(user.timestamp);
  const lastSurveyMs = millisOf(user.lastSurvey);
  if (createdMs === null && lastSurveyMs === null) return false;
  return surveyDue(lastSurveyMs, createdMs ?? now, now);
}
