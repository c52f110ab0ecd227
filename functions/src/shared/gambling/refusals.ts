import { isActivePeriod, preferencesOf, type PauseSetting } from '../preferences/preferences';
import type { FeatureFlags } from '../remoteConfig/featureFlags';
import { identityMessages } from '../identity/messages';
import { gamblingMessages } from './messages';
import { harmMessages } from '../harm/messages';

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
  | 'betting-unavailable'
  | 'limit-decision'
  | 'harm-hold';
export interface GamblingRefusal {
  code: GamblingRefusalCode;
  message: string;
}
export interface GamblingSubject {
  isVerified?: boolean;
  /** The limit decision before the first deposit (users/{uid}.depositLimitDecision, written by the server). */
  depositLimitDecision?: unknown;
  preferences?: unknown;
  exclusion?: string;
  /** Per-user eligibility for betting, set by support (features.betting on users/{uid}). */
  features?: { betting?: unknown };
  /** Indicators of harm (users/{uid}.harm, written by the server): a hold refuses deposits and stakes. */
  harm?: { held?: unknown };
}
/** Why `user` may not deposit or stake money at `now`, or null when they may. */
export function moneyInRefusal(user: GamblingSubject, now: number): GamblingRefusal | null {
  if (user.isVerified !== true) return { code: 'identity', message: identityMessages.identityRequired };
  const preferences = preferencesOf(user.preferences);
  if (user.exclusion === 'Yes' || isActivePeriod(preferences.gamblingSelfExclude, now)) {
    return { code: 'excluded', message: gamblingMessages.gamblingExcluded };
  }
  // After a self-exclusion ends, gambling comes back only when support reinstates the account (DECISIONS.md).
  if (exclusionAwaitsSupport(preferences.gamblingSelfExclude, now)) {
    return { code: 'excluded', message: gamblingMessages.exclusionEnded };
  }
  if (isActivePeriod(preferences.gamblingSelfPause, now)) return { code: 'paused', message: gamblingMessages.gamblingPaused };
  // Strong indicators of harm hold deposits and betting until staff review the case (LCCP SR 3.4.3).
  if (user.harm?.held === true) return { code: 'harm-hold', message: harmMessages.held };
  return null;
}
/**
 * Why `user` may not deposit at `now`, or null: what moneyInRefusal reports, then a missing limit decision (RTS 12
 * as amended: deposit limits set, or no limit confirmed, before the first deposit). Stakes do not need it.
 */
export function depositRefusal(user: GamblingSubject, now: number): GamblingRefusal | null {
  const moneyIn = moneyInRefusal(user, now);
  if (moneyIn) return moneyIn;
  if (!user.depositLimitDecision) return { code: 'limit-decision', message: gamblingMessages.limitDecisionRequired };
  return null;
}
/** Withdrawals stay open while paused or excluded; they need a verified identity only. */
export function payoutRefusal(user: GamblingSubject): GamblingRefusal | null {
  return user.isVerified === true ? null : { code: 'identity', message: identityMessages.identityRequired };
}
/**
 * Why `user` may not stake money (bets, challenges, parlays, votes with money, event entries) at `now`, or null.
 * A global switch-off is reported first (nothing the user can do about it), then what moneyInRefusal reports
 * (identity, exclusion, pause), then the user's own betting eligibility. Region and stake limits are checked
 * separately: region needs the caller's address, limits the stake.
 */
export function wagerRefusal(user: GamblingSubject, flags: Pick<FeatureFlags, 'betting'>, now: number): GamblingRefusal | null {
  if (!flags.betting) return { code: 'betting-disabled', message: gamblingMessages.bettingDisabled };
  const moneyIn = moneyInRefusal(user, now);
  if (moneyIn) return moneyIn;
  if (user.features?.betting !== true) return { code: 'betting-unavailable', message: gamblingMessages.bettingUnavailable };
  return null;
}