import { BONUS_CREDIT_CENTS } from '../shared/core/money';
import { effectiveLimit, preferencesOf } from '../shared/preferences/preferences';
import { LIMIT_MAX_CENTS, withinMaxima, type LimitMaxima } from '../shared/preferences/limitMaxima';
import { formatWagerMessage, wagerMessages, type LimitLabels } from '../shared/wagers/messages';
import type { Stake } from '../shared/wagers/types';

/**
 * The stake rules every wager shares (DECISIONS.md "Battles", spec 02 section 5), kept free of Firestore so the
 * arithmetic is tested on its own: a stake is worth its cash plus $5 per credit; it must fit the smaller of the
 * product's cap and the user's own limit, per bet and per match (less what is already staked on the match); and
 * the balance and credits must cover it.
 */

/** Cash plus credits at their cash value, in cents: what counts towards limits. */
export function stakeValue(stake: Stake): number {
  return stake.cash + stake.credits * BONUS_CREDIT_CENTS;
}

/** Refuses a stake that is not whole, negative, or zero in total (the product's schema refuses these first). */
export function assertValidStake(stake: Stake): void {
  const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
  if (!whole(stake.cash) || !whole(stake.credits) || stakeValue(stake) <= 0) {
    throw new Error(`A stake is whole, not negative and not zero: ${JSON.stringify(stake)}`);
  }
}

export interface StakeLimits {
  /** The product's own cap per wager, in cents (battles: $50); the user's bet limit applies as well. */
  perBet?: number;
  /** The product's own cap per match, in cents (battles: $300); the user's match limit applies as well. */
  perMatch?: number;
  /** Names the match whose stakes count together (a battle id, say); a document id. */
  matchKey: string;
  labels: LimitLabels;
}

/**
 * The caps in force at `now`: the smaller of the product's and the user's (preferences, pending increases
 * included), the user's brought down to the maxima configuration sets.
 */
export function stakeCaps(
  limits: StakeLimits,
  preferences: unknown,
  now: number,
  maxima: LimitMaxima = LIMIT_MAX_CENTS,
): { bet: number; match: number } {
  const own = withinMaxima(preferencesOf(preferences), maxima).gamblingBetLimits;
  return {
    bet: Math.min(limits.perBet ?? Number.POSITIVE_INFINITY, effectiveLimit(own, 'bet', now)),
    match: Math.min(limits.perMatch ?? Number.POSITIVE_INFINITY, effectiveLimit(own, 'match', now)),
  };
}

/** The spec's limit message when `value` does not fit, per bet first, then what is left of the match; else null. */
export function limitRefusal(value: number, caps: { bet: number; match: number }, staked: number, labels: LimitLabels): string | null {
  if (value > caps.bet) return formatWagerMessage.limitExceeded(labels.bet, value - caps.bet);
  const left = Math.max(0, caps.match - staked);
  if (value > left) return formatWagerMessage.limitExceeded(labels.match, value - left);
  return null;
}

/** The spec's funds message when the balance or the credits do not cover the stake; else null. */
export function fundsRefusal(available: { balance: number; credits: number }, stake: Stake): string | null {
  if (stake.cash > available.balance) return wagerMessages.insufficientFunds;
  if (stake.credits > available.credits) return wagerMessages.insufficientCredits;
  return null;
}
