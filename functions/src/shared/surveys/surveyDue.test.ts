import { describe, expect, it } from 'vitest';
import { surveyDue, surveyDueForUser } from './surveyDue';
import { SURVEY_INTERVAL_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => NOW - days * DAY_MS;
const stamp = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });

describe('surveyDue', () => {
  it('asks again 60 days after the last answer, not a moment sooner', () => {
    expect(SURVEY_INTERVAL_DAYS).toBe(60);
    expect(surveyDue(daysAgo(59), daysAgo(400), NOW)).toBe(false);
    expect(surveyDue(daysAgo(60) + 1, daysAgo(400), NOW)).toBe(false);
    expect(surveyDue(daysAgo(60), daysAgo(400), NOW)).toBe(true);
    expect(surveyDue(daysAgo(61), daysAgo(400), NOW)).toBe(true);
  });

  it('counts from account creation when the user never answered', () => {
    expect(surveyDue(null, daysAgo(0), NOW)).toBe(false);
    expect(surveyDue(null, daysAgo(59), NOW)).toBe(false);
    expect(surveyDue(null, daysAgo(60), NOW)).toBe(true);
  });

  it('goes by the last answer, not the creation, once there is one', () => {
    expect(surveyDue(daysAgo(10), daysAgo(400), NOW)).toBe(false);
    expect(surveyDue(daysAgo(70), daysAgo(80), NOW)).toBe(true);
  });
});

describe('surveyDueForUser', () => {
  it('reads lastSurvey and the creation timestamp from the user document', () => {
    expect(surveyDueForUser({ timestamp: stamp(daysAgo(60)) }, NOW)).toBe(true);
    expect(surveyDueForUser({ timestamp: stamp(daysAgo(59)) }, NOW)).toBe(false);
    expect(surveyDueForUser({ timestamp: stamp(daysAgo(400)), lastSurvey: stamp(daysAgo(59)) }, NOW)).toBe(false);
    expect(surveyDueForUser({ timestamp: stamp(daysAgo(400)), lastSurvey: stamp(daysAgo(60)) }, NOW)).toBe(true);
  });

  it('is not due while the creation time is still a pending server timestamp', () => {
    expect(surveyDueForUser({ timestamp: null }, NOW)).toBe(false);
    expect(surveyDueForUser({}, NOW)).toBe(false);
  });
});
