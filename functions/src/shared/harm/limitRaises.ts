import type { LimitSet, PendingLimit, Preferences } from '../preferences/preferences';

function raisesIn<K extends string>(stored: LimitSet<K>, next: LimitSet<K>): number {
  const before: Partial<Record<K, PendingLimit>> = stored.pending ?? {};
  const after: Partial<Record<K, PendingLimit>> = next.pending ?? {};
  return (Object.keys(after) as K[]).filter((key) => {
    const pending = after[key];
    const previous = before[key];
    return pending !== undefined && (previous === undefined || previous.amount !== pending.amount || previous.effectiveAt !== pending.effectiveAt);
  }).length;
}

/** How many deposit and bet limit increases a preferences change asked for (each waits its 24 hours as pending). */
export function limitRaisesIn(stored: Pick<Preferences, 'gamblingDepositLimits' | 'gamblingBetLimits'>, next: Pick<Preferences, 'gamblingDepositLimits' | 'gamblingBetLimits'>): number {
  return raisesIn(stored.gamblingDepositLimits, next.gamblingDepositLimits) + raisesIn(stored.gamblingBetLimits, next.gamblingBetLimits);
}
