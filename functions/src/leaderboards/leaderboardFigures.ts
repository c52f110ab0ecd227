import { STAKES, type ItemKind } from '../admin/summaryFigures';
import { BONUS_CREDIT_CENTS } from '../shared/core/money';
import type { LedgerType } from '../shared/ledger/types';
import type { LeaderboardStats } from '../shared/leaderboards/types';

/** The stats fields of each item kind. */
const FIELDS: Record<ItemKind, { count: keyof LeaderboardStats; total: keyof LeaderboardStats }> = {
  challenges: { count: 'challengeCount', total: 'challengeTotal' },
  events: { count: 'eventCount', total: 'eventTotal' },
  parlays: { count: 'parlayCount', total: 'parlayTotal' },
  bets: { count: 'betCount', total: 'betTotal' },
};

/** What one user ledger entry adds to its user's rows (see README, "Leaderboards"); null when it is not a stake. */
export interface LeaderboardDelta {
  count: keyof LeaderboardStats;
  total: keyof LeaderboardStats;
  /** The stake's value in cents: cash without its fee, plus credits at $5 each. */
  value: number;
}

export function leaderboardDelta(entry: { type: string; netAmount: number; credits: number }): LeaderboardDelta | null {
  const kind = STAKES[entry.type as LedgerType];
  if (!kind) return null;
  return { ...FIELDS[kind], value: -entry.netAmount - entry.credits * BONUS_CREDIT_CENTS };
}

export const EMPTY_STATS: LeaderboardStats = {
  challengeCount: 0,
  challengeTotal: 0,
  eventCount: 0,
  eventTotal: 0,
  parlayCount: 0,
  parlayTotal: 0,
  betCount: 0,
  betTotal: 0,
};
