import { formatCents } from '../core/money';

/** User-facing texts of the wager path from the spec, word for word. Bet forms, callables and tests all use these. */
export const wagerMessages = {
  insufficientFunds: 'Insufficient available funds to place this bet',
  insufficientCredits: 'Insufficient available credits to place this bet',
} as const;

/**
 * Limit labels as each product words them: battles say 'Bet limit' and 'Battle limit', stream bets 'Bet Limit'
 * and 'Match Limit' (spec 02, section 5).
 */
export interface LimitLabels {
  bet: string;
  match: string;
}

export const BATTLE_LIMIT_LABELS: LimitLabels = { bet: 'Bet limit', match: 'Battle limit' };
export const STREAM_LIMIT_LABELS: LimitLabels = { bet: 'Bet Limit', match: 'Match Limit' };

export const formatWagerMessage = {
  /** '<label> exceeded by $X.XX', e.g. 'Battle limit exceeded by $12.50'. */
  limitExceeded: (label: string, overCents: number) => `${label} exceeded by ${formatCents(overCents)}`,
};
