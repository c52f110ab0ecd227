import { describe, expect, it } from 'vitest';
import { PERIOD_LABELS, depositLimitUsage, exceededDepositLimit, type DepositLimitsResult, type TimedAmount } from './limitUsage';
import { DEPOSIT_LIMIT_DEFAULTS, DEPOSIT_LIMIT_WINDOW_MS } from './preferences';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-06-30T12:00:00Z');
const LIMITS = { daily: 10_000, weekly: 25_000, monthly: 50_000 };

const at = (ago: number, amount: number): TimedAmount => ({ amount, at: NOW - ago });

describe('depositLimitUsage: rolling windows', () => {
  it('uses windows of 24 hours, 7 days and 30 days', () => {
    expect(DEPOSIT_LIMIT_WINDOW_MS).toEqual({ daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY });
  });

  it('counts nothing and leaves the whole limit when there are no deposits', () => {
    expect(depositLimitUsage([], LIMITS, NOW)).toEqual({
      daily: { total: 0, remaining: 10_000, limitReached: false },
      weekly: { total: 0, remaining: 25_000, limitReached: false },
      monthly: { total: 0, remaining: 50_000, limitReached: false },
    });
  });

  it.each([
    ['daily', DAY],
    ['weekly', 7 * DAY],
    ['monthly', 30 * DAY],
  ] as const)('%s: a deposit just inside the window counts, one exactly its length ago does not', (period, window) => {
    const inside = depositLimitUsage([at(window - 1, 700)], LIMITS, NOW);
    expect(inside[period].total).toBe(700);
    const edge = depositLimitUsage([at(window, 700)], LIMITS, NOW);
    expect(edge[period].total).toBe(0);
  });

  it('adds each deposit to every window it falls in (gross, not net)', () => {
    const usage = depositLimitUsage([at(HOUR, 1_000), at(2 * DAY, 2_000), at(10 * DAY, 4_000), at(31 * DAY, 8_000)], LIMITS, NOW);
    expect(usage.daily.total).toBe(1_000);
    expect(usage.weekly.total).toBe(3_000);
    expect(usage.monthly.total).toBe(7_000);
    expect(usage.daily.remaining).toBe(9_000);
    expect(usage.weekly.remaining).toBe(22_000);
    expect(usage.monthly.remaining).toBe(43_000);
  });

  it('a deposit made at this very moment counts', () => {
    expect(depositLimitUsage([at(0, 500)], LIMITS, NOW).daily.total).toBe(500);
  });

  it('reaches the limit exactly at it, and never reports a negative remaining amount', () => {
    const exact = depositLimitUsage([at(HOUR, 10_000)], LIMITS, NOW);
    expect(exact.daily).toEqual({ total: 10_000, remaining: 0, limitReached: true });
    // A limit lowered after the deposits: the user is over it.
    const over = depositLimitUsage([at(HOUR, 30_000)], LIMITS, NOW);
    expect(over.daily).toEqual({ total: 30_000, remaining: 0, limitReached: true });
    expect(over.weekly).toEqual({ total: 30_000, remaining: 0, limitReached: true });
    expect(over.monthly).toEqual({ total: 30_000, remaining: 20_000, limitReached: false });
  });

  it('is one cent short of the limit: not reached', () => {
    expect(depositLimitUsage([at(HOUR, 9_999)], LIMITS, NOW).daily).toEqual({ total: 9_999, remaining: 1, limitReached: false });
  });

  it('works with the default limits', () => {
    const usage = depositLimitUsage([at(HOUR, 60_000)], DEPOSIT_LIMIT_DEFAULTS, NOW);
    expect(usage.daily.remaining).toBe(40_000);
    expect(usage.weekly.remaining).toBe(190_000);
    expect(usage.monthly.remaining).toBe(440_000);
  });
});

const usage = (daily: number, weekly: number, monthly: number): DepositLimitsResult => ({
  daily: { total: 0, remaining: daily, limitReached: daily <= 0 },
  weekly: { total: 0, remaining: weekly, limitReached: weekly <= 0 },
  monthly: { total: 0, remaining: monthly, limitReached: monthly <= 0 },
});

describe('exceededDepositLimit', () => {
  it('is null while the amount fits every remaining allowance, up to exactly the remaining amount', () => {
    expect(exceededDepositLimit(usage(10_000, 20_000, 30_000), 9_999)).toBeNull();
    expect(exceededDepositLimit(usage(10_000, 20_000, 30_000), 10_000)).toBeNull();
  });

  it('reports the daily limit first, with the amount over it', () => {
    expect(exceededDepositLimit(usage(10_000, 20_000, 30_000), 10_001)).toEqual({ period: 'daily', overCents: 1 });
    // Daily comes first even when the weekly excess is larger.
    expect(exceededDepositLimit(usage(1_000, 500, 30_000), 2_000)).toEqual({ period: 'daily', overCents: 1_000 });
  });

  it('reports the weekly limit when the daily one fits', () => {
    expect(exceededDepositLimit(usage(10_000, 5_000, 30_000), 7_500)).toEqual({ period: 'weekly', overCents: 2_500 });
  });

  it('reports the monthly limit when the daily and weekly ones fit', () => {
    expect(exceededDepositLimit(usage(10_000, 20_000, 3_000), 3_500)).toEqual({ period: 'monthly', overCents: 500 });
  });

  it('reports the whole amount when nothing is left', () => {
    expect(exceededDepositLimit(usage(0, 0, 0), 500)).toEqual({ period: 'daily', overCents: 500 });
  });

  it('labels periods as the spec message needs them', () => {
    expect(PERIOD_LABELS).toEqual({ daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' });
  });
});
