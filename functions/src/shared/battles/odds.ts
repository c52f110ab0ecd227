import { ODDS_CHANGE_LABELS, ODDS_CHANGE_OPTIONS, type OddsChangePreference } from '../preferences/preferences';
import { BONUS_CREDIT_CENTS } from '../core/money';
import type { BattleType } from './constants';
import { FEE_RATES, PUBLISHED_ODDS_MAX, PUBLISHED_ODDS_MIN } from './constants';
import type { FeeParts } from './types';

/**
 * Odds and fee arithmetic (DECISIONS.md "Battles"), free of Firestore. Odds are decimal with 2 places; money is
 * integer cents. Rounding reads the product back at 12 significant digits first, so binary noise does not decide it.
 */
const clean = (value: number) => Number(value.toPrecision(12));
const round2 = (value: number) => Math.round(clean(value * 100)) / 100;
const floor2 = (value: number) => Math.floor(clean(value * 100)) / 100;

/** The slider's percentage (0-100, exclusive) as decimal odds: 100 / p, rounded to 2 decimals. */
export function oddsFromPercent(percent: number): number {
  return round2(100 / percent);
}

/** Decimal odds back to the slider's percentage, rounded to 2 decimals. */
export function percentFromOdds(odds: number): number {
  return round2(100 / odds);
}

/** The other side of a linked slider: the complement of the percentage. */
export function complementPercent(percent: number): number {
  return round2(100 - percent);
}

/** 'Even' at 50, 'Favorite' above, 'Underdog' below. */
export function oddsLabel(percent: number): 'Even' | 'Favorite' | 'Underdog' {
  if (percent === 50) return 'Even';
  return percent > 50 ? 'Favorite' : 'Underdog';
}

/** Starting probabilities from each side's starting odds, normalised to sum to 1. */
export function startingProbabilities(startingOdds: readonly number[]): number[] {
  const implied = startingOdds.map((odds) => 1 / odds);
  const sum = implied.reduce((total, value) => total + value, 0);
  return implied.map((value) => value / sum);
}

/**
 * Probabilities moved by the money: p_i = (L * p0_i + S_i) / (L + S), with S_i the stakes on side i, S their sum
 * and L the liquidity (the chest target by default).
 */
export function movedProbabilities(start: readonly number[], stakes: readonly number[], liquidity: number): number[] {
  const total = stakes.reduce((sum, value) => sum + value, 0);
  return start.map((p0, index) => (liquidity * p0 + (stakes[index] ?? 0)) / (liquidity + total));
}

/** Published odds for probability p: (1 - margin) / p, rounded down to 2 decimals, within [1.05, 20]. */
export function publishedOdds(probability: number, margin: number): number {
  const odds = floor2((1 - margin) / probability);
  return Math.min(PUBLISHED_ODDS_MAX, Math.max(PUBLISHED_ODDS_MIN, odds));
}

/** Every side's published odds given the starting odds, stakes per side, liquidity and margin. */
export function priceBattle(input: { startingOdds: readonly number[]; stakes: readonly number[]; liquidity: number; margin: number }): number[] {
  const probabilities = movedProbabilities(startingProbabilities(input.startingOdds), input.stakes, Math.max(1, input.liquidity));
  return probabilities.map((probability) => publishedOdds(probability, input.margin));
}

/** The fee rate of a reserve battle: prize share by competitor type plus the house and earnings shares. */
export function feeRate(type: BattleType): number {
  return FEE_RATES.prize[type] + FEE_RATES.house + FEE_RATES.earnings;
}

/**
 * The fee of a bet of `amount` cents at `odds` on a reserve battle (nothing otherwise): each share is
 * amount x share x odds rounded to the cent; the fee is their sum, charged on top of the stake.
 */
export function betFee(amount: number, odds: number, type: BattleType, useReserve: boolean): FeeParts & { total: number } {
  if (!useReserve) return { prize: 0, house: 0, earnings: 0, total: 0 };
  const part = (rate: number) => Math.round(clean(amount * rate * odds));
  const prize = part(FEE_RATES.prize[type]);
  const house = part(FEE_RATES.house);
  const earnings = part(FEE_RATES.earnings);
  return { prize, house, earnings, total: prize + house + earnings };
}

/**
 * What a winning bet pays in cash: stake x odds for its cash part, and (odds - 1) x the credits' value for its
 * credit part (a credit stake is not returned, as with free bets).
 */
export function winningPayout(stake: { cash: number; credits: number }, odds: number): number {
  const cash = Math.round(clean(stake.cash * odds));
  const credits = Math.round(clean(stake.credits * BONUS_CREDIT_CENTS * (odds - 1)));
  return cash + credits;
}

/** Battle Chest progress in percent, capped at 100. */
export function chestProgress(total: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.floor((total / target) * 100));
}

/** Splits `total` cents into `shares` equal whole parts; the first ones take the cents left over. */
export function equalShares(total: number, shares: number): number[] {
  if (shares <= 0) return [];
  const base = Math.floor(total / shares);
  const left = total - base * shares;
  return Array.from({ length: shares }, (_, index) => base + (index < left ? 1 : 0));
}

export { ODDS_CHANGE_LABELS, ODDS_CHANGE_OPTIONS, type OddsChangePreference };

/** The stored preference, 'ask' when unset or unknown. */
export function oddsChangePreferenceOf(preferences: unknown): OddsChangePreference {
  const value = (preferences as { gamblingOddsChange?: unknown } | null | undefined)?.gamblingOddsChange;
  return (ODDS_CHANGE_OPTIONS as readonly unknown[]).includes(value) ? (value as OddsChangePreference) : 'ask';
}

/**
 * Whether a bet placed at the `seen` odds is accepted at the `published` ones: unchanged odds always; higher ones
 * unless the user asked to be asked; lower ones only when the user accepts any odds. An accepted bet gets the
 * published odds (so higher odds always go to the user).
 */
export function acceptsOdds(seen: number, published: number, preference: OddsChangePreference): boolean {
  if (published === seen) return true;
  if (published > seen) return preference !== 'ask';
  return preference === 'any';
}
