import { BONUS_CREDIT_CENTS } from '../core/money';

/**
 * Stream bet and Kills + Win numbers (spec 02 sections 5 and 9; DECISIONS.md "Stream bets, odds and automatic
 * settlement", "Kills + Win parlays").
 */
/** Matches priced: the streamer's last 100 completed competitive matches. */
export const ODDS_HISTORY_MATCHES = 100;
/** Fewer completed competitive matches than this and no stream bet is offered. */
export const MIN_MATCHES_FOR_ODDS = 20;
/** Kills + Win needs this many (the spec's message names it). */
export const MIN_MATCHES_FOR_PARLAY = 100;
/** Recent matches the streamer page shows (kills, deaths, result). */
export const RECENT_MATCHES_SHOWN = 10;
/** `config/app.streamMargin` when unset or out of bounds. */
export const DEFAULT_STREAM_MARGIN = 0.08;
export const STREAM_MARGIN_MAX = 0.5;
/** Every published multiplier lies in this range. */
export const MULTIPLIER_MIN = 1.1;
export const MULTIPLIER_MAX = 10;
/** Admin-set kills targets (live-dealer games) lie in this range. */
export const KILLS_TARGET_MIN = 1;
export const KILLS_TARGET_MAX = 200;

/** $5 minimum, $100 a bet (the user's own limits apply as well). */
export const STREAM_MIN_BET_CENTS = BONUS_CREDIT_CENTS;
export const STREAM_BET_CAP_CENTS = 10_000;
/** The amount input takes up to this (the limits refuse more). */
export const STREAM_AMOUNT_INPUT_MAX_CENTS = 100_000;
/** Tip presets in percent; a custom tip has up to 3 decimals and at most 100. */
export const TIP_PRESETS = [10, 15, 20] as const;
export const TIP_MAX = 100;

/** A bet or parlay with no deciding match this long after it was placed (or reset) is refunded. */
export const NO_MATCH_REFUND_MS = 6 * 3_600_000;

/** Kills + Win: the streamer receives 150% of the base on success (the house adds 50%), 80% on failure. */
export const PARLAY_SUCCESS_SHARE = 1.5;
export const PARLAY_FAILURE_SHARE = 0.8;
export const PARLAY_MULTIPLIER_LABEL = '1.5X';

/** Ledger reference kind of stream bets and parlays (also what checkBetLimits counts per stream). */
export const STREAM_REFERENCE_KIND = 'stream';
/** The spec's bet context of a stream bet (battle bets say 'battle'). */
export const STREAM_BET_CONTEXT = 'props';

export const STREAM_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type StreamBetStatus = (typeof STREAM_BET_STATUSES)[number];
export const PARLAY_STATUSES = ['active', 'completed', 'failed', 'refunded'] as const;
export type ParlayStatus = (typeof PARLAY_STATUSES)[number];

/** What an admin may set a bet to: an outcome, a refund, or "reset" (the following match decides it). */
export const ADMIN_BET_STATUSES = ['won', 'lost', 'refunded', 'reset'] as const;
export type AdminBetStatus = (typeof ADMIN_BET_STATUSES)[number];
export const ADMIN_PARLAY_STATUSES = ['completed', 'failed', 'refunded', 'reset'] as const;
export type AdminParlayStatus = (typeof ADMIN_PARLAY_STATUSES)[number];
