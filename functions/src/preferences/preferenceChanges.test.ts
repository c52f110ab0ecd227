import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { addMonths } from '../shared/core/dates';
import { defaultPreferences, LIMIT_CHANGE_LOCK_MS } from '../shared/preferences/preferences';
import { applyLimitChanges, applyPreferenceChanges, applySelfExclusion, applySelfPause } from './preferenceChanges';
import { preferenceMessages } from '../shared/preferences/messages';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const KEYS = ['daily', 'weekly', 'monthly'] as const;
const limits = (daily: number, extra = {}) => ({ daily, weekly: 250_000, monthly: 500_000, updatedAt: null, ...extra });

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('failed-precondition');
    return (error as HttpsError).message;
  }
  throw new Error('expected a refusal');
}

describe('applyLimitChanges', () => {
  it('applies a decrease at once and locks the limit for 24 hours', () => {
    const next = applyLimitChanges(limits(100_000), { daily: 2_000, weekly: 250_000, monthly: 500_000 }, KEYS, NOW);
    expect(next).toMatchObject({ daily: 2_000, changedAt: { daily: NOW }, pending: {}, updatedAt: NOW });
    expect(next.changedAt).not.toHaveProperty('weekly');
    const later = NOW + LIMIT_CHANGE_LOCK_MS - 1;
    expect(refusal(() => applyLimitChanges(next, { daily: 1_000, weekly: 250_000, monthly: 500_000 }, KEYS, later))).toBe(
      'Your Daily Limit can only be changed once every 24 hours. You can change it again on Mar 11, 2026 12:00 PM.',
    );
    expect(applyLimitChanges(next, { daily: 1_000, weekly: 250_000, monthly: 500_000 }, KEYS, NOW + LIMIT_CHANGE_LOCK_MS).daily).toBe(1_000);
  });

  it('holds an increase for 24 hours, then folds it in', () => {
    const next = applyLimitChanges(limits(2_000), { daily: 5_000, weekly: 250_000, monthly: 500_000 }, KEYS, NOW);
    expect(next).toMatchObject({ daily: 2_000, pending: { daily: { amount: 5_000, effectiveAt: NOW + 24 * HOUR } } });
    // Resending the value in force changes nothing, even while locked.
    expect(applyLimitChanges(next, { daily: 2_000, weekly: 250_000, monthly: 500_000 }, KEYS, NOW + HOUR)).toMatchObject({
      daily: 2_000,
      pending: { daily: { amount: 5_000 } },
      updatedAt: NOW,
    });
    const settled = applyLimitChanges(next, { daily: 5_000, weekly: 250_000, monthly: 500_000 }, KEYS, NOW + 24 * HOUR);
    expect(settled).toMatchObject({ daily: 5_000, pending: {}, updatedAt: NOW });
  });
});

describe('applySelfPause', () => {
  const active = { enabled: true, startDate: NOW - HOUR, endDate: NOW + 48 * HOUR };

  it('starts now, may be extended, never shortened or removed while active', () => {
    expect(applySelfPause(defaultPreferences().gamblingSelfPause, { enabled: true, endDate: NOW + 24 * HOUR }, NOW)).toEqual({
      enabled: true,
      startDate: NOW,
      endDate: NOW + 24 * HOUR,
    });
    expect(applySelfPause(active, { enabled: true, endDate: NOW + 72 * HOUR }, NOW)).toEqual({ ...active, endDate: NOW + 72 * HOUR });
    expect(applySelfPause(active, { enabled: true, endDate: active.endDate }, NOW)).toBe(active);
    expect(refusal(() => applySelfPause(active, { enabled: true, endDate: NOW + 24 * HOUR }, NOW))).toBe(preferenceMessages.selfPauseLocked);
    expect(refusal(() => applySelfPause(active, { enabled: false, endDate: null }, NOW))).toBe(preferenceMessages.selfPauseLocked);
  });

  it('lasts at least 24 hours from when it is set: a pause picked for today runs until this time tomorrow', () => {
    const endOfToday = Date.parse('2026-03-10T23:59:59.999Z');
    expect(applySelfPause(defaultPreferences().gamblingSelfPause, { enabled: true, endDate: endOfToday }, NOW)).toEqual({
      enabled: true,
      startDate: NOW,
      endDate: NOW + 24 * HOUR,
    });
    // A later day keeps the end of that day.
    const endOfFriday = Date.parse('2026-03-13T23:59:59.999Z');
    expect(applySelfPause(defaultPreferences().gamblingSelfPause, { enabled: true, endDate: endOfFriday }, NOW).endDate).toBe(endOfFriday);
  });

  it('clears a pause that has ended when switched off', () => {
    const ended = { enabled: true, startDate: NOW - 48 * HOUR, endDate: NOW - HOUR };
    expect(applySelfPause(ended, { enabled: false, endDate: null }, NOW)).toEqual({ enabled: false, startDate: null, endDate: null });
  });
});

describe('applySelfExclusion', () => {
  it('runs for its period from the start; can be extended, not undone or shortened', () => {
    const started = applySelfExclusion(defaultPreferences().gamblingSelfExclude, { enabled: true, period: '1y' }, NOW);
    expect(started).toEqual({ enabled: true, startDate: NOW, endDate: addMonths(NOW, 12) });
    const later = NOW + 10 * 24 * HOUR;
    expect(applySelfExclusion(started, { enabled: true, period: '1y' }, later)).toBe(started);
    expect(refusal(() => applySelfExclusion(started, { enabled: true, period: '6m' }, later))).toBe(preferenceMessages.selfExclusionLocked);
    expect(refusal(() => applySelfExclusion(started, { enabled: false, period: '1y' }, later))).toBe(preferenceMessages.selfExclusionLocked);
    expect(applySelfExclusion(started, { enabled: true, period: '5y' }, later)).toEqual({ ...started, endDate: addMonths(NOW, 60) });
  });
});

describe('applyPreferenceChanges', () => {
  it('turns marketing off while paused, keeps streamer-live alerts', () => {
    const next = applyPreferenceChanges(
      defaultPreferences(),
      {
        marketingGeneral: { email: true, notifications: true },
        streamerIsLive: { email: true, notifications: false },
        gamblingSelfPause: { enabled: true, endDate: NOW + 24 * HOUR },
      },
      NOW,
    );
    expect(next.marketingGeneral).toEqual({ email: false, notifications: false });
    expect(next.marketingGambling).toEqual({ email: false, notifications: false });
    expect(next.streamerIsLive).toEqual({ email: true, notifications: false });
    expect(next).toMatchObject({ version: 1, updatedAt: NOW });
  });
});

describe('applyPreferenceChanges: odds changes', () => {
  it('stores the chosen answer to moving odds and keeps it when other groups change', () => {
    const chosen = applyPreferenceChanges(defaultPreferences(), { gamblingOddsChange: 'higher' }, NOW);
    expect(chosen.gamblingOddsChange).toBe('higher');
    expect(applyPreferenceChanges(chosen, { gamblingRealityCheck: { hours: 2 } }, NOW).gamblingOddsChange).toBe('higher');
    expect(defaultPreferences().gamblingOddsChange).toBe('ask');
  });
});

describe('applyPreferenceChanges: account review reminder', () => {
  it('stores the chosen interval, keeps it when other groups change, and defaults to every 6 months', () => {
    expect(defaultPreferences().gamblingReviewReminder).toEqual({ months: 6 });
    const chosen = applyPreferenceChanges(defaultPreferences(), { gamblingReviewReminder: { months: 1 } }, NOW);
    expect(chosen.gamblingReviewReminder).toEqual({ months: 1 });
    expect(applyPreferenceChanges(chosen, { gamblingOddsChange: 'any' }, NOW).gamblingReviewReminder).toEqual({ months: 1 });
  });
});
