import { SERIES_FORMATS } from '../games/catalogue';
import { SELF_EXCLUSION_LABELS, SELF_EXCLUSION_MONTHS, SELF_EXCLUSION_PERIODS as EXCLUSION_PERIODS } from '../preferences/schemas';

/**
 * What the Terms & Conditions, the rules pages and the responsible-gambling page state (spec 01 section 9,
 * spec 02 section 9, DECISIONS.md "Responsible gambling"). The pages render these values, so a change here
 * changes every page that states it.
 */
export const TERMS_VERSION = '2.2.0';
export const TERMS_LAST_UPDATED = 'August 28th, 2024';
export const ACCOUNTS_PER_PERSON = 1;
/** An account with no log-in for this long is dormant; we write to the customer this long before acting. */
export const DORMANCY_MONTHS = 12;
export const DORMANCY_NOTICE_DAYS = 30;
/** A material change to the terms takes effect this many days after we tell customers about it. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 14;
/** First response to a complaint; the final response follows within the regulator's eight weeks. */
export const COMPLAINT_RESPONSE_WORKING_DAYS = 3;
export const COMPLAINT_FINAL_RESPONSE_WEEKS = 8;
export const LIABILITY_CAP_GBP = 1_000;
export const REFUSED_DEPOSIT_METHODS = ['cash', 'credit card'] as const;
/** Financial records are kept for up to this many years after an account closes (anti-money-laundering law). */
export const RECORDS_RETENTION_YEARS = 5;
export const DEFAULT_REALITY_CHECK_HOURS = 1;
export const SELF_PAUSE_MIN_DAYS = 1;
export const SELF_EXCLUSION_PERIODS = EXCLUSION_PERIODS.map((period) => ({
  months: SELF_EXCLUSION_MONTHS[period],
  label: SELF_EXCLUSION_LABELS[period],
}));
/** Bonus wagering never exceeds this multiple of the bonus value (UK rules). */
export const MAX_BONUS_WAGERING_MULTIPLE = 10;
// ---- Betting, challenges, parlays and events ------------------------------------------------------------------

/** Smallest stake for a bet, challenge or parlay. */
export const MIN_STAKE_CENTS = 500;
/** Decimal odds a battle may open at. */
export const BATTLE_STARTING_ODDS = { min: 1.5, max: 3 } as const;
export const BATTLE_SERIES_FORMATS = SERIES_FORMATS.map((format) => format.label);
/** A stream bet is settled within this many minutes of the end of its match. */
export const STREAM_BET_SETTLEMENT_MINUTES = 5;
/** Share of a completed challenge's money the streamer keeps. */
export const CHALLENGE_STREAMER_SHARE_PERCENT = 90;
export const KILLS_WIN_PARLAY = {
  /** The streamer receives this share of the base amount when both legs land (1.5x). */
  completedPercent: 150,
  /** ...and this share when either leg misses. */
  failedPercent: 80,
  /** Competitive matches a streamer needs on record before a kills target can be set. */
  qualifyingMatches: 100,
  /** A reset is allowed only when the interrupted game was no more than this far through. */
  resetMaxProgressPercent: 50,
} as const;
export const EVENT_MAX_ENTRANTS = 32;
export const EVENT_PAYOUT_PERCENT = { sponsored: 80, streamerLed: 100 } as const;
/** Mini events last an hour; results are confirmed an hour after an event ends. */
export const MINI_EVENT_HOURS = 1;
export const EVENT_RESULTS_DELAY_HOURS = 1;
export const PRIVACY_POLICY_LAST_UPDATED = 'August 28th, 2024';