import type { Timestamp } from '../core/timestamp';

/** A stake: cash in cents and Bonus Credits (each worth BONUS_CREDIT_CENTS towards limits). */
export interface Stake {
  cash: number;
  credits: number;
}

/** users/{uid}/positions/{matchKey}: the user's stakes on one match, kept by the wager path. */
export interface PositionDoc<T = Timestamp> {
  matchKey: string;
  /** Cash plus credits at their cash value, in cents: what counts towards the match limit. */
  staked: number;
  cash: number;
  credits: number;
  /** Wagers placed (refunded ones are taken off again). */
  count: number;
  updatedAt: T;
}
