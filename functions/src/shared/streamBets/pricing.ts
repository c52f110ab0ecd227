import type { StreamBetType } from '../games/catalogue';
import { MIN_MATCHES_FOR_ODDS, MIN_MATCHES_FOR_PARLAY, MULTIPLIER_MAX, MULTIPLIER_MIN } from './constants';
import type { KillRangeName, MatchLine, OddsLines, PricedOdds } from './types';

/**
 * Stream odds from a streamer's own history (DECISIONS.md "Stream bets, odds and automatic settlement"): each bet
 * type's multiplier is (1 - margin) / its empirical probability over the matches, rounded down to 2 decimals and
 * clamped to [1.1, 10]; one that never happened is priced at the top of the range. Pure, so tests pin exact figures.
 */

/** Drops float noise (0.92 / 0.5 = 1.8399999...) before rounding down. */
const floor2 = (value: number) => Math.floor(Math.round(value * 1e6) / 1e4) / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function multiplierFor(probability: number, margin: number): number {
  if (probability <= 0) return MULTIPLIER_MAX;
  return Math.min(MULTIPLIER_MAX, Math.max(MULTIPLIER_MIN, floor2((1 - margin) / probability)));
}

/** A match's K/D: kills per death, a match without deaths counting as one. */
export const kdOf = (kills: number, deaths: number) => kills / Math.max(1, deaths);

/** The lines from a history: kills target = the median rounded up to whole kills; K/D target = its median to 2 decimals. */
export function linesOf(history: readonly Pick<MatchLine, 'kills' | 'deaths'>[]): OddsLines {
  const killsTarget = Math.max(1, Math.ceil(median(history.map((match) => match.kills))));
  const kdTarget = Math.max(0.01, round2(median(history.map((match) => kdOf(match.kills, match.deaths)))));
  return { killsTarget, kdTarget, ranges: rangesFor(killsTarget) };
}

/** The kills ranges around a target: below it, up to twice, up to three times, and above. */
export function rangesFor(killsTarget: number): OddsLines['ranges'] {
  return {
    below: { low: 0, high: killsTarget },
    above: { low: killsTarget, high: 2 * killsTarget },
    above2x: { low: 2 * killsTarget, high: 3 * killsTarget },
    max: { low: 3 * killsTarget, high: null },
  };
}

const RANGE_OF: Partial<Record<StreamBetType, KillRangeName>> = {
  kills_ranges_below: 'below',
  kills_ranges_above: 'above',
  kills_ranges_above2x: 'above2x',
  kills_ranges_max: 'max',
};

/** Whether bet `type` wins on `lines` given one match's kills, deaths and result. */
export function betWins(type: StreamBetType, lines: OddsLines, match: Pick<MatchLine, 'kills' | 'deaths' | 'won'>): boolean {
  const range = RANGE_OF[type];
  if (range) {
    const { low, high } = lines.ranges[range];
    return match.kills >= low && (high === null || match.kills < high);
  }
  switch (type) {
    case 'kills':
      return match.kills >= lines.killsTarget;
    case 'kills_parity_evens':
      return match.kills % 2 === 0;
    case 'kills_parity_odds':
      return match.kills % 2 === 1;
    case 'kd_ratio':
      // In whole hundredths, so 1.5 against a target of 1.5 wins whatever the float says.
      return match.kills * 100 >= Math.round(lines.kdTarget * 100) * Math.max(1, match.deaths);
    case 'match_win':
      return match.won;
    default:
      return false;
  }
}

/** Kills + Win: the kills target reached and the match won. */
export const parlaySucceeds = (killsTarget: number, match: Pick<MatchLine, 'kills' | 'won'>) => match.won && match.kills >= killsTarget;

/** Prices `betTypes` from `history` (newest first, at most 100), or null with fewer than 20 matches. */
export function priceHistory(history: readonly MatchLine[], betTypes: readonly StreamBetType[], margin: number): PricedOdds | null {
  if (history.length < MIN_MATCHES_FOR_ODDS) return null;
  const lines = linesOf(history);
  const multipliers: Partial<Record<StreamBetType, number>> = {};
  for (const type of betTypes) {
    const wins = history.filter((match) => betWins(type, lines, match)).length;
    multipliers[type] = multiplierFor(wins / history.length, margin);
  }
  return { ...lines, multipliers, matches: history.length, killsWin: history.length >= MIN_MATCHES_FOR_PARLAY };
}

/**
 * A won bet's money: the stake at the multiplier (a credit's stake is not returned, as with free bets: it wins
 * (multiplier - 1) x $5 in cash), and the tip, the chosen percent of the net winnings, rounded down, to the streamer.
 * `payout` is what the bettor keeps.
 */
export function wonBetMoney(stake: { cash: number; credits: number }, multiplier: number, tipPercent: number): { payout: number; tipAmount: number } {
  const cents = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);
  const gross = cents(stake.cash * multiplier) + cents(stake.credits * 500 * (multiplier - 1));
  const net = Math.max(0, gross - stake.cash);
  const tipAmount = Math.floor((net * Math.round(tipPercent * 1_000)) / 100_000);
  return { payout: gross - tipAmount, tipAmount };
}

/** What the streamer receives from a settled Kills + Win: 150% of the base on success, 80% on failure. */
export function parlayPayout(amount: number, succeeded: boolean): number {
  return succeeded ? Math.round(amount * 1.5) : Math.floor((amount * 8) / 10);
}
