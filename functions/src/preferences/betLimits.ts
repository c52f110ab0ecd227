
import type { LimitUsage } from '../shared/preferences/limitUsage';
import { effectiveLimit, type BetLimitKind, type Preferences } from '../shared/preferences/preferences';
import { BONUS_CREDIT_CENTS } from '../shared/core/money';

/** Stakes on one stream count towards its match limit for this long. */
export const MATCH_WINDOW_MS = 24 * 3_600_000;
const STAKE_TYPES: readonly string[] = ['bet_placed', 'parlay_placed'];

export interface StakeEntry {
  type: string;
  /** Cash change in cents (negative for a stake). */
  amount: number;
  /** Bonus Credits change (negative for a stake). */
  credits?: number;
  reference?: { kind: string; id: string } | null;
  /** ms since epoch */
  at: number;
}

/** Cash and credits (at their cash value) staked on stream `streamId` within the match window, in cents. */
export function matchStakeTotal(entries: readonly StakeEntry[], streamId: string, now: number): number {
  return entries
    .filter(
      (entry) =>
        STAKE_TYPES.includes(entry.type) &&
        entry.reference?.kind === 'stream' &&
        entry.reference.id === streamId &&
        entry.at > now - MATCH_WINDOW_MS,
    )
    .reduce((sum, entry) => sum - entry.amount - (entry.credits ?? 0) * BONUS_CREDIT_CENTS, 0);
}

function usage(limit: number, total: number): LimitUsage {
  const remaining = Math.max(0, limit - total);
  return { total, remaining, limitReached: remaining <= 0 };
}

/** Usage against caps already worked out: per bet the whole cap, per match what is left after `matchTotal`. */
export function capsUsage(caps: { bet: number; match: number }, matchTotal: number): Record<BetLimitKind, LimitUsage> {
  return { bet: usage(caps.bet, 0), match: usage(caps.match, matchTotal) };
}

/** Per bet: the whole limit in force (each bet stands alone); per match: what is left after the stakes so far. */
export function betLimitUsage(preferences: Preferences, matchTotal: number, now: number): Record<BetLimitKind, LimitUsage> {
  const limits = preferences.gamblingBetLimits;
  return capsUsage({ bet: effectiveLimit(limits, 'bet', now), match: effectiveLimit(limits, 'match', now) }, matchTotal);
}
