import { describe, expect, it } from 'vitest';
import { capitalise, countInWords, formatCount, formatDollars, formatLongDate, formatPounds, joinWithAnd, joinWithOr } from './formatFacts';

describe('formatFacts', () => {
  it('writes whole amounts without decimals and others with two', () => {
    expect(formatDollars(4_000)).toBe('$40');
    expect(formatDollars(100_000)).toBe('$1,000');
    expect(formatDollars(1_250)).toBe('$12.50');
    expect(formatDollars(1)).toBe('$0.01');
    expect(formatPounds(1_000)).toBe('£1,000');
    expect(formatPounds(0.79)).toBe('£0.79');
    expect(formatPounds(0.8)).toBe('£0.80');
  });

  it('writes dates the UK way in UK time', () => {
    expect(formatLongDate('2026-12-31T23:59:59Z')).toBe('31 December 2026');
    // 23:30 UTC in British Summer Time is already the next day in London.
    expect(formatLongDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(formatLongDate('not a date')).toBeNull();
  });

  it('counts and lists in plain English', () => {
    expect(formatCount(1, 'hour')).toBe('1 hour');
    expect(formatCount(24, 'hour')).toBe('24 hours');
    expect(joinWithOr([])).toBe('');
    expect(joinWithOr(['cash'])).toBe('cash');
    expect(joinWithOr(['cash', 'credit card'])).toBe('cash or credit card');
    expect(joinWithOr(['a', 'b', 'c'])).toBe('a, b or c');
    expect(joinWithAnd(['X', 'Instagram', 'TikTok', 'Discord'])).toBe('X, Instagram, TikTok and Discord');
    expect(countInWords(1, 'account')).toBe('one account');
    expect(countInWords(3, 'month')).toBe('three months');
    expect(countInWords(12, 'month')).toBe('12 months');
    expect(capitalise('one account')).toBe('One account');
  });
});
