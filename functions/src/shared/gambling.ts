import type { FeatureFlags } from './config';
import { MESSAGES } from './messages';
import { isActivePeriod, preferencesOf, type PauseSetting } from './preferences';
import { regionBlocked, type RegionBlacklist, type RegionLocation } from './region';

/** A self-exclusion that has run its course but was not lifted by support. */
function exclusionAwaitsSupport(setting: PauseSetting, now: number): boolean {
  return setting.enabled && setting.endDate !== null && setting.endDate <= now;
}

/**
 * Who may put money in or stake it (DECISIONS.md "Responsible gambling"). The server refuses with these; the
 * client uses the same functions only to decide what to show.
 */
export type GamblingRefusalCode =
  | 'identity'
  | 'paused'
  | 'excluded'
  | 'region'
  | 'betting-disabled'
  | 'betting-unavailable';

export interface GamblingRefusal {
  code: GamblingRefusalCode;
  message: string;
}

export interface GamblingSubject {
  isVerified?: boolean;
  preferences?: unknown;
  exclusion?: string;
  /** Per-user eligibility for betting, set by support (features.betting on users/{uid}). */
  features?: { betting?: unknown };
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

/**
 * Why `user` may not stake money (bets, challenges, parlays, votes with money, event entries) at `now`, or null.
 * A global switch-off is reported first (nothing the user can do about it), then what moneyInRefusal reports
 * (identity, exclusion, pause), then the user's own betting eligibility. Region and stake limits are checked
 * separately: region needs the caller's address, limits the stake.
 */
export function wagerRefusal(user: GamblingSubject, flags: Pick<FeatureFlags, 'betting'>, now: number): GamblingRefusal | null {
  if (!flags.betting) return { code: 'betting-disabled', message: MESSAGES.bettingDisabled };
  const moneyIn = moneyInRefusal(user, now);
  if (moneyIn) return moneyIn;
  if (user.features?.betting !== true) return { code: 'betting-unavailable', message: MESSAGES.bettingUnavailable };
  return null;
}

/**
 * The region refusal while the geoblock flag is on. A caller the geolocation service could not place (null or
 * without a country) is refused too: a licensed operator must know where its customers gamble.
 */
export function regionRefusal(location: RegionLocation | null, blacklist: RegionBlacklist): GamblingRefusal | null {
  if (!location || location.country.trim() === '') return { code: 'region', message: MESSAGES.regionUnknown };
  return regionBlocked(location, blacklist) ? { code: 'region', message: MESSAGES.regionBlocked } : null;
}
