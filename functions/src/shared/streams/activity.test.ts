import { describe, expect, it } from 'vitest';
import { expiredBucketKeys, heatOf, hourKey, recentActivity } from './activity';
import { HOUR_MS, heatLevel } from './constants';

const NOW = Date.parse('2026-11-23T12:30:00Z');

describe('heatLevel', () => {
  it.each([
    [0, 'Cold'],
    [1, 'Warm'],
    [14, 'Warm'],
    [15, 'Hot'],
    [29, 'Hot'],
    [30, 'Sizzling'],
    [1_000, 'Sizzling'],
  ])('%d -> %s', (total, level) => {
    expect(heatLevel(total)).toBe(level);
  });
});

describe('recentActivity', () => {
  it('sums the current hour and the 23 before it', () => {
    const buckets = {
      [hourKey(NOW)]: { bets: 2, challenges: 1 },
      [hourKey(NOW - 23 * HOUR_MS)]: { parlays: 3 },
      [hourKey(NOW - 24 * HOUR_MS)]: { bets: 100 },
    };
    expect(recentActivity(buckets, NOW)).toEqual({ bets: 2, parlays: 3, challenges: 1, total: 6 });
  });

  it('ignores buckets in the future, malformed keys and counts that are not positive numbers', () => {
    const buckets = {
      [hourKey(NOW + HOUR_MS)]: { bets: 5 },
      other: { bets: 5 },
      h12: 'nonsense',
      [hourKey(NOW)]: { bets: -3, parlays: '4', challenges: 2.9 },
    };
    expect(recentActivity(buckets, NOW)).toEqual({ bets: 0, parlays: 0, challenges: 2, total: 2 });
    for (const empty of [undefined, null, 'x', 7]) expect(recentActivity(empty, NOW).total).toBe(0);
  });

  it('gives the heat level of the total', () => {
    expect(heatOf({ [hourKey(NOW)]: { bets: 15 } }, NOW)).toMatchObject({ total: 15, level: 'Hot' });
    expect(heatOf({}, NOW).level).toBe('Cold');
  });
});

describe('expiredBucketKeys', () => {
  it('lists buckets older than the window and malformed keys, keeping the counted and future ones', () => {
    const keep = [hourKey(NOW), hourKey(NOW - 23 * HOUR_MS), hourKey(NOW + HOUR_MS)];
    const drop = [hourKey(NOW - 24 * HOUR_MS), hourKey(NOW - 100 * HOUR_MS), 'junk'];
    const buckets = Object.fromEntries([...keep, ...drop].map((key) => [key, { bets: 1 }]));
    expect(expiredBucketKeys(buckets, NOW).sort()).toEqual([...drop].sort());
  });
});
