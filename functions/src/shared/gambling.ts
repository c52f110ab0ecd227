import { MESSAGES } from './messages';
import { isActivePeriod, preferencesOf, type PauseSetting } from './preferences';

/** A self-exclusion that has run its course but was not lifted by support. */
function exclusionAwaitsSupport(setting: PauseSetting, now: number): boolean {
  return setting.enabled && setting.endDate !== null && setting.endDate <= now;
}

/**
 * Who may put money in (DECISIONS.md "Responsible gambling"). The server refuses with these; the client uses
 * the same function only to decide what to show.
 */
export type GamblingRefusalCode = 'identity' | 'paused' | 'excluded';

export interface GamblingRefusal {
  code: GamblingRefusalCode;
  message: string;
}

export interface GamblingSubject {
  isVerified?: boolean;
  preferences?: unknown;
  exclusion?: string;
}

/** Why `user` may not deposit or stake money at `now`, or null when they may. */
export function moneyInRefusal(user: GamblingSubject, now: number): GamblingRefusal | null {
  if (user.isVerified !== true) return { code: 'identity', message: MESSAGES.identityRequired };
  const preferences = preferencesOf(user.preferences);
  if (user.exclusion === 'Yes' || isActivePeriod(preferences.gamblingSelfExclude, now)) {
    return { code: 'excluded', message: MESSAGES.gamblingExcluded };
  }
  // After a self-exclusion ends, gambling comes back only when support reinstates the account (DECISIONS.md).
  if (exclusionAwaitsSupport(preferences.gamblingSelfExclude, now)) {
    return { code: 'excluded', message: MESSAGES.exclusionEnded };
  }
  if (isActivePeriod(preferences.gamblingSelfPause, now)) return { code: 'paused', message: MESSAGES.gamblingPaused };
  return null;
}

/** Withdrawals stay open while paused or excluded; they need a verified identity only. */
export function payoutRefusal(user: GamblingSubject): GamblingRefusal | null {
  return user.isVerified === true ? null : { code: 'identity', message: MESSAGES.identityRequired };
}
