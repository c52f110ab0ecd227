import { describe, expect, it } from 'vitest';
import { STREAM_BET_TYPES } from '../games/catalogue';
import { betWins, linesOf, median, multiplierFor, parlayPayout, parlaySucceeds, priceHistory, wonBetMoney } from './pricing';
import type { MatchLine } from './types';

const match = (kills: number, deaths: number, won: boolean, index = 0): MatchLine => ({ matchId: `m${index}`, startedAt: index, kills, deaths, won });

/** 25 matches: 15 kills fifteen times, 30 kills five times, 2 kills five times; 5 deaths each; 5 wins. */
const history = [
  ...Array.from({ length: 15 }, (_, index) => match(15, 5, index < 3, index)),
  ...Array.from({ length: 5 }, (_, index) => match(30, 5, index < 2, 15 + index)),
  ...Array.from({ length: 5 }, (_, index) => match(2, 5, false, 20 + index)),
];

describe('stream odds from a history', () => {
  it('needs 20 matches; Kills + Win needs 100', () => {
    expect(priceHistory(history.slice(0, 19), STREAM_BET_TYPES, 0.08)).toBeNull();
    expect(priceHistory(history, STREAM_BET_TYPES, 0.08)?.killsWin).toBe(false);
    const hundred = Array.from({ length: 100 }, (_, index) => match(index % 20, 5, index % 2 === 0, index));
    expect(priceHistory(hundred, STREAM_BET_TYPES, 0.08)?.killsWin).toBe(true);
  });

  it('prices every bet type at (1 - margin) / probability, rounded down, within [1.1, 10]', () => {
    const odds = priceHistory(history, STREAM_BET_TYPES, 0.08)!;
    expect(odds).toMatchObject({ killsTarget: 15, kdTarget: 3, matches: 25 });
    expect(odds.ranges).toEqual({ below: { low: 0, high: 15 }, above: { low: 15, high: 30 }, above2x: { low: 30, high: 45 }, max: { low: 45, high: null } });
    expect(odds.multipliers).toEqual({
      kills: 1.15, // 20 of 25 reach 15: 0.92 / 0.8
      kills_parity_evens: 2.3, // 10 of 25
      kills_parity_odds: 1.53, // 15 of 25: 1.5333
      kills_ranges_below: 4.6, // 5 of 25
      kills_ranges_above: 1.53,
      kills_ranges_above2x: 4.6,
      kills_ranges_max: 10, // never happened: the top of the range
      kd_ratio: 1.15, // K/D 3 or more in 20 of 25
      match_win: 4.6, // 5 wins of 25
    });
  });

  it('takes the median rounded up to whole kills, and clamps a near-certain bet to 1.1', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0, 1, 2, 3])).toBe(1.5);
    const even = Array.from({ length: 20 }, (_, index) => match(index, 10, index < 10, index));
    const odds = priceHistory(even, ['kills', 'match_win', 'kd_ratio'], 0.08)!;
    expect(odds.killsTarget).toBe(10); // median 9.5
    expect(odds.kdTarget).toBe(0.95);
    expect(odds.multipliers).toEqual({ kills: 1.84, match_win: 1.84, kd_ratio: 1.84 });
    expect(multiplierFor(1, 0.08)).toBe(1.1);
    expect(multiplierFor(0.9, 0.08)).toBe(1.1);
    expect(multiplierFor(0.05, 0.08)).toBe(10);
    expect(multiplierFor(0.5, 0)).toBe(2);
  });
});

describe('resolving a bet from a match', () => {
  const lines = linesOf(history);
  const cases: Array<[(typeof STREAM_BET_TYPES)[number], MatchLine, MatchLine]> = [
    ['kills', match(15, 9, false), match(14, 1, true)],
    ['kills_parity_evens', match(14, 9, false), match(15, 9, true)],
    ['kills_parity_odds', match(0 + 1, 9, false), match(0, 9, true)],
    ['kills_ranges_below', match(14, 9, false), match(15, 9, true)],
    ['kills_ranges_above', match(29, 9, false), match(30, 9, true)],
    ['kills_ranges_above2x', match(30, 9, false), match(45, 9, true)],
    ['kills_ranges_max', match(45, 9, false), match(44, 9, true)],
    ['kd_ratio', match(15, 5, false), match(14, 5, true)],
    ['match_win', match(0, 20, true), match(40, 0, false)],
  ];
  it.each(cases)('%s wins on the first match and loses on the second', (type, winning, losing) => {
    expect(betWins(type, lines, winning)).toBe(true);
    expect(betWins(type, lines, losing)).toBe(false);
  });

  it('counts a match without deaths as one death for K/D', () => {
    expect(betWins('kd_ratio', { ...lines, kdTarget: 3 }, match(3, 0, false))).toBe(true);
    expect(betWins('kd_ratio', { ...lines, kdTarget: 1.5 }, match(3, 2, false))).toBe(true);
    expect(betWins('kd_ratio', { ...lines, kdTarget: 1.51 }, match(3, 2, false))).toBe(false);
  });

  it('Kills + Win needs both the target and the win', () => {
    expect(parlaySucceeds(15, match(15, 3, true))).toBe(true);
    expect(parlaySucceeds(15, match(14, 3, true))).toBe(false);
    expect(parlaySucceeds(15, match(30, 3, false))).toBe(false);
  });
});

describe('the money of a settled bet', () => {
  it('pays stake x multiplier, a credit its winnings only, and tips a share of the net winnings', () => {
    expect(wonBetMoney({ cash: 1_000, credits: 0 }, 1.84, 0)).toEqual({ payout: 1_840, tipAmount: 0 });
    // $10 x 2.3 = $23, a $5 credit wins $6.50: $29.50, of which $19.50 is won; 10% of that is tipped.
    expect(wonBetMoney({ cash: 1_000, credits: 1 }, 2.3, 10)).toEqual({ payout: 2_755, tipAmount: 195 });
    expect(wonBetMoney({ cash: 1_000, credits: 0 }, 1.84, 12.345)).toEqual({ payout: 1_840 - 103, tipAmount: 103 });
    expect(wonBetMoney({ cash: 500, credits: 0 }, 2, 100)).toEqual({ payout: 500, tipAmount: 500 });
  });

  it('gives the streamer 150% of a Kills + Win on success and 80% on failure', () => {
    expect(parlayPayout(2_000, true)).toBe(3_000);
    expect(parlayPayout(2_000, false)).toBe(1_600);
    expect(parlayPayout(999, false)).toBe(799);
  });
});
