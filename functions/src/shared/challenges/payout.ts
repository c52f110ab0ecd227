import { BONUS_CREDIT_CENTS } from '../core/money';
import { STREAMER_SHARE_PERCENT } from './constants';

/** One contribution to a challenge's pot: the original stake or a double-down. */
export interface ContributionAmount {
  cash: number;
  credits: number;
}

/** A contribution's value in cents: its cash plus its credits at $5 each. */
export function contributionValue(contribution: ContributionAmount): number {
  return contribution.cash + contribution.credits * BONUS_CREDIT_CENTS;
}

/** The pot: every contribution's value. */
export function potValue(contributions: readonly ContributionAmount[]): number {
  return contributions.reduce((sum, item) => sum + contributionValue(item), 0);
}

/**
 * A completed challenge's split: the streamer receives 90% of the pot, rounded down to the cent, and the house
 * keeps the rest. Credits count at $5 (a credit staked is spent, as with free bets; the house pays its share).
 */
export function completionSplit(pot: number): { streamer: number; house: number } {
  if (!Number.isSafeInteger(pot) || pot < 0) throw new Error(`A pot is a whole number of cents: ${pot}`);
  const streamer = Math.floor((pot * STREAMER_SHARE_PERCENT) / 100);
  return { streamer, house: pot - streamer };
}

/** What a declined or failed challenge gives back to one contributor: exactly what they paid, cash and credits. */
export function refundOf(contribution: ContributionAmount): ContributionAmount {
  return { cash: contribution.cash, credits: contribution.credits };
}
