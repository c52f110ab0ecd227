import { describe, expect, it } from 'vitest';
import {
  BET_LIMIT_DEFAULTS,
  DEPOSIT_LIMIT_DEFAULTS,
  defaultPreferences,
  effectiveDepositLimits,
  effectiveLimit,
  isActivePeriod,
  preferencesOf,
  type LimitSet,
  type PauseSetting,
} from './preferences';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-30T12:00:00Z');

describe('defaultPreferences', () => {
  it('holds the decided defaults: limits at their maxima, marketing email off, reality check every hour', () => {
    const defaults = defaultPreferences();
    expect(DEPOSIT_LIMIT_DEFAULTS).toEqual({ daily: 100_000, weekly: 250_000, monthly: 500_000 });
    expect(BET_LIMIT_DEFAULTS).toEqual({ bet: 10_000, match: 30_000 });
    expect(defaults).toMatchObject({
      version: 1,
      gamblingDepositLimits: { daily: 100_000, weekly: 250_000, monthly: 500_000, updatedAt: null },
      gamblingBetLimits: { bet: 10_000, match: 30_000, updatedAt: null },
      gamblingSelfPause: { enabled: false, startDate: null, endDate: null },
      gamblingSelfExclude: { enabled: false, startDate: null, endDate: null },
      gamblingRealityCheck: { hours: 1 },
      marketingGeneral: { email: false },
      marketingGambling: { email: false },
    });
  });

  it('returns a fresh object each time', () => {
    const first = defaultPreferences();
    first.gamblingDepositLimits.daily = 1;
    expect(defaultPreferences().gamblingDepositLimits.daily).toBe(100_000);
  });
});

describe('preferencesOf', () => {
  it('gives the defaults for nothing stored or something that is not an object', () => {
    for (const stored of [undefined, null, 'v1', 3]) expect(preferencesOf(stored)).toEqual(defaultPreferences());
  });

  it('merges stored sections over the defaults, field by field', () => {
    const merged = preferencesOf({
      gamblingDepositLimits: { daily: 5_000, updatedAt: NOW },
      marketingGeneral: { email: true },
      gamblingRealityCheck: { hours: 4 },
    });
    expect(merged.gamblingDepositLimits).toEqual({ daily: 5_000, weekly: 250_000, monthly: 500_000, updatedAt: NOW });
    expect(merged.marketingGeneral).toEqual({ email: true, notifications: true });
    expect(merged.gamblingRealityCheck).toEqual({ hours: 4 });
    expect(merged.gamblingBetLimits).toEqual(defaultPreferences().gamblingBetLimits);
  });

  it('keeps stored pending limits and change times', () => {
    const pending = { weekly: { amount: 200_000, effectiveAt: NOW + HOUR } };
    const merged = preferencesOf({ gamblingDepositLimits: { weekly: 100_000, pending, changedAt: { weekly: NOW } } });
    expect(merged.gamblingDepositLimits.pending).toEqual(pending);
    expect(merged.gamblingDepositLimits.changedAt).toEqual({ weekly: NOW });
  });

  it('treats null sections as missing', () => {
    expect(preferencesOf({ gamblingSelfPause: null }).gamblingSelfPause).toEqual(defaultPreferences().gamblingSelfPause);
  });

  it('ignores unknown keys', () => {
    expect(preferencesOf({ somethingElse: true })).toEqual(defaultPreferences());
  });

  it('does not share objects with the defaults it merged over', () => {
    const merged = preferencesOf({ marketingGeneral: { email: true } });
    merged.gamblingDepositLimits.daily = 1;
    expect(preferencesOf({}).gamblingDepositLimits.daily).toBe(100_000);
  });
});

describe('effectiveLimit', () => {
  const limits = (pending?: LimitSet<'daily' | 'weekly' | 'monthly'>['pending']): LimitSet<'daily' | 'weekly' | 'monthly'> => ({
    daily: 10_000,
    weekly: 25_000,
    monthly: 50_000,
    updatedAt: NOW - HOUR,
    ...(pending ? { pending } : {}),
  });

  it('is the stored limit when nothing is pending', () => {
    expect(effectiveLimit(limits(), 'daily', NOW)).toBe(10_000);
  });

  it('keeps the old limit until a pending increase is due, then uses it from its effective time on', () => {
    const raised = limits({ daily: { amount: 50_000, effectiveAt: NOW } });
    expect(effectiveLimit(raised, 'daily', NOW - 1)).toBe(10_000);
    expect(effectiveLimit(raised, 'daily', NOW)).toBe(50_000);
    expect(effectiveLimit(raised, 'daily', NOW + 24 * HOUR)).toBe(50_000);
  });

  it('applies a pending value only to its own period', () => {
    const raised = limits({ weekly: { amount: 100_000, effectiveAt: NOW - HOUR } });
    expect(effectiveDepositLimits({ ...defaultPreferences(), gamblingDepositLimits: raised }, NOW)).toEqual({
      daily: 10_000,
      weekly: 100_000,
      monthly: 50_000,
    });
  });

  it('gives the defaults for default preferences', () => {
    expect(effectiveDepositLimits(defaultPreferences(), NOW)).toEqual(DEPOSIT_LIMIT_DEFAULTS);
  });
});

describe('isActivePeriod', () => {
  const period = (enabled: boolean, startDate: number | null, endDate: number | null): PauseSetting => ({ enabled, startDate, endDate });

  it('is never active when not enabled, whatever the dates', () => {
    expect(isActivePeriod(period(false, NOW - HOUR, NOW + HOUR), NOW)).toBe(false);
    expect(isActivePeriod(period(false, null, null), NOW)).toBe(false);
  });

  it('starts at its start date (inclusive)', () => {
    const setting = period(true, NOW, NOW + HOUR);
    expect(isActivePeriod(setting, NOW - 1)).toBe(false);
    expect(isActivePeriod(setting, NOW)).toBe(true);
  });

  it('ends at its end date (exclusive)', () => {
    const setting = period(true, NOW - HOUR, NOW);
    expect(isActivePeriod(setting, NOW - 1)).toBe(true);
    expect(isActivePeriod(setting, NOW)).toBe(false);
  });

  it('treats a missing start as already started and a missing end as open-ended', () => {
    expect(isActivePeriod(period(true, null, NOW + HOUR), NOW)).toBe(true);
    expect(isActivePeriod(period(true, NOW - HOUR, null), NOW + 10 * 365 * 24 * HOUR)).toBe(true);
    expect(isActivePeriod(period(true, null, null), NOW)).toBe(true);
  });
});
