import { describe, expect, it } from 'vitest';
import { strictError } from '../../../../tests/support/callableSchemaSuite';
import { defaultPreferences, effectiveLimit } from './preferences';
import { LIMIT_MAX_CENTS, limitMaximaOf, withinMaxima } from './limitMaxima';
import { preferencesSchemaFor } from './schemas';

const NOW = Date.parse('2026-06-30T12:00:00Z');
const HOUR = 3_600_000;
const LOWERED = { ...LIMIT_MAX_CENTS, daily: 50_000, bet: 2_500 };

describe('limitMaximaOf', () => {
  it("keeps DECISIONS.md's maxima when config/app sets none", () => {
    expect(LIMIT_MAX_CENTS).toEqual({ daily: 100_000, weekly: 250_000, monthly: 500_000, bet: 10_000, match: 30_000 });
    for (const raw of [undefined, null, 'low', 5, []]) expect(limitMaximaOf(raw)).toEqual(LIMIT_MAX_CENTS);
  });

  it('lowers a maximum, clamps one set too high or under $5, and ignores malformed values', () => {
    expect(limitMaximaOf({ daily: 50_000, weekly: 1_000_000, monthly: 1, bet: 99.5, match: null })).toEqual({
      ...LIMIT_MAX_CENTS,
      daily: 50_000,
      monthly: 500,
    });
  });
});

describe('withinMaxima', () => {
  it('brings stored limits above a lowered maximum down to it and leaves lower ones alone', () => {
    const preferences = defaultPreferences();
    preferences.gamblingBetLimits.match = 1_000;
    const capped = withinMaxima(preferences, LOWERED);
    expect(capped.gamblingDepositLimits).toMatchObject({ daily: 50_000, weekly: 250_000, monthly: 500_000 });
    expect(capped.gamblingBetLimits).toMatchObject({ bet: 2_500, match: 1_000 });
    expect(preferences.gamblingDepositLimits.daily).toBe(100_000);
  });

  it('caps a pending increase, and drops one the lowered maximum leaves nothing of', () => {
    const preferences = defaultPreferences();
    preferences.gamblingDepositLimits = {
      ...preferences.gamblingDepositLimits,
      daily: 10_000,
      weekly: 100_000,
      pending: { daily: { amount: 90_000, effectiveAt: NOW + HOUR }, weekly: { amount: 200_000, effectiveAt: NOW + HOUR } },
    };
    const capped = withinMaxima(preferences, { ...LOWERED, weekly: 100_000 }).gamblingDepositLimits;
    expect(capped.pending).toEqual({ daily: { amount: 50_000, effectiveAt: NOW + HOUR } });
    expect(effectiveLimit(capped, 'daily', NOW + 2 * HOUR)).toBe(50_000);
    expect(effectiveLimit(capped, 'weekly', NOW + 2 * HOUR)).toBe(100_000);
  });
});

describe('preferencesSchemaFor with maxima', () => {
  const limits = { daily: 60_000, weekly: 250_000, monthly: 500_000 };

  it('refuses a limit above the maximum in force with the spec message, in cents and in dollars', async () => {
    expect(await strictError(preferencesSchemaFor('cents'), { gamblingDepositLimits: limits })).toBeNull();
    expect(await strictError(preferencesSchemaFor('cents', LOWERED), { gamblingDepositLimits: limits })).toBe(
      'Your Daily Limit cannot exceed $500',
    );
    expect(await strictError(preferencesSchemaFor('dollars', LOWERED), { gamblingBetLimits: { bet: 25.01, match: 300 } })).toBe(
      'Your Bet Limit cannot exceed $25',
    );
    expect(await strictError(preferencesSchemaFor('dollars', LOWERED), { gamblingBetLimits: { bet: 25, match: 300 } })).toBeNull();
  });
});
