import { HttpsError } from 'firebase-functions/v2/https';
import { formatDateTime, PRODUCT_TIME_ZONE } from '../shared/core/dates';
import {
  BET_LIMIT_KINDS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_CHANGE_LOCK_MS,
  isActivePeriod,
  selfPauseEnd,
  type ChannelSetting,
  type LimitSet,
  type PauseSetting,
  type PendingLimit,
  type Preferences,
  type ReviewReminderMonths,
} from '../shared/preferences/preferences';
import { LIMIT_NAMES, type LimitKey, type PreferencesInput, selfExclusionEnd } from '../shared/preferences/schemas';
import { formatPreferenceMessage, preferenceMessages } from '../shared/preferences/messages';

/**
 * The rules of Manage My Gambling that depend on what is stored (DECISIONS.md "Responsible gambling"): applied
 * to the stored preferences, they give the preferences to store, or refuse with failed-precondition. The shape
 * and range of each value were already checked by the shared request schema.
 */
const refuse = (message: string): never => {
  throw new HttpsError('failed-precondition', message);
};

/** Copies a limit set, folding any pending increase whose time has come into the value in force. */
function settled<K extends LimitKey>(limits: LimitSet<K>, keys: readonly K[], now: number): LimitSet<K> {
  const pending: Partial<Record<K, PendingLimit>> = { ...limits.pending };
  const changedAt: Partial<Record<K, number>> = { ...limits.changedAt };
  const next: LimitSet<K> = { ...limits, pending, changedAt };
  for (const key of keys) {
    const waiting = pending[key];
    if (waiting && waiting.effectiveAt <= now) {
      (next as Record<K, number>)[key] = waiting.amount;
      delete pending[key];
    }
  }
  return next;
}

/**
 * A decrease applies at once; an increase waits 24 hours in `pending` while the current value stays; each limit
 * changes at most once per 24 hours. Sending the value in force changes nothing (and keeps a pending increase).
 */
export function applyLimitChanges<K extends LimitKey>(
  stored: LimitSet<K>,
  requested: Record<K, number>,
  keys: readonly K[],
  now: number,
): LimitSet<K> {
  const next = settled(stored, keys, now);
  const pending: Partial<Record<K, PendingLimit>> = next.pending ?? {};
  const changedAt: Partial<Record<K, number>> = next.changedAt ?? {};
  let changed = false;
  for (const key of keys) {
    const wanted = requested[key];
    const inForce = (next as Record<K, number>)[key];
    if (wanted === inForce) continue;
    const lastChange = changedAt[key];
    if (lastChange !== undefined && now < lastChange + LIMIT_CHANGE_LOCK_MS) {
      refuse(formatPreferenceMessage.limitLocked(LIMIT_NAMES[key], formatDateTime(lastChange + LIMIT_CHANGE_LOCK_MS, PRODUCT_TIME_ZONE)));
    }
    if (wanted < inForce) {
      (next as Record<K, number>)[key] = wanted;
      delete pending[key];
    } else {
      pending[key] = { amount: wanted, effectiveAt: now + LIMIT_CHANGE_LOCK_MS };
    }
    changedAt[key] = now;
    changed = true;
  }
  return { ...next, pending, changedAt, updatedAt: changed ? now : stored.updatedAt };
}

/**
 * A self-pause starts now and ends at the end of the chosen day, and never less than 24 hours from now; while it
 * runs it can be extended, never shortened or removed.
 */
export function applySelfPause(stored: PauseSetting, requested: { enabled: boolean; endDate: number | null }, now: number): PauseSetting {
  if (isActivePeriod(stored, now)) {
    const storedEnd = stored.endDate ?? Number.POSITIVE_INFINITY;
    if (!requested.enabled || requested.endDate === null || requested.endDate < storedEnd) refuse(preferenceMessages.selfPauseLocked);
    return requested.endDate === stored.endDate ? stored : { ...stored, endDate: requested.endDate };
  }
  if (!requested.enabled) return { enabled: false, startDate: null, endDate: null };
  return { enabled: true, startDate: now, endDate: selfPauseEnd(requested.endDate ?? now, now) };
}

/**
 * A self-exclusion runs for its period from its start; while it runs it can be extended to a longer period,
 * never undone or shortened. One that has ended stays on record.
 */
export function applySelfExclusion(
  stored: PauseSetting,
  requested: PreferencesInput['gamblingSelfExclude'] & object,
  now: number,
): PauseSetting {
  if (isActivePeriod(stored, now)) {
    if (!requested.enabled) refuse(preferenceMessages.selfExclusionLocked);
    // Without an end there is nothing longer to extend to.
    if (stored.endDate === null) return stored;
    const end = selfExclusionEnd(stored.startDate ?? now, requested.period);
    if (end < stored.endDate) refuse(preferenceMessages.selfExclusionLocked);
    return end === stored.endDate ? stored : { ...stored, endDate: end };
  }
  if (!requested.enabled) return stored;
  return { enabled: true, startDate: now, endDate: selfExclusionEnd(now, requested.period) };
}

const OFF: ChannelSetting = { email: false, notifications: false };

/** The preferences to store after `input`, from the stored ones (already merged over the defaults). */
export function applyPreferenceChanges(stored: Preferences, input: PreferencesInput, now: number): Preferences {
  const next: Preferences = { ...stored, version: 1, updatedAt: now };
  if (input.marketingGeneral) next.marketingGeneral = { ...input.marketingGeneral };
  if (input.marketingGambling) next.marketingGambling = { ...input.marketingGambling };
  if (input.streamerIsLive) next.streamerIsLive = { ...input.streamerIsLive };
  if (input.gamblingDepositLimits) {
    next.gamblingDepositLimits = applyLimitChanges(stored.gamblingDepositLimits, input.gamblingDepositLimits, DEPOSIT_LIMIT_PERIODS, now);
  }
  if (input.gamblingBetLimits) {
    next.gamblingBetLimits = applyLimitChanges(stored.gamblingBetLimits, input.gamblingBetLimits, BET_LIMIT_KINDS, now);
  }
  if (input.gamblingRealityCheck) next.gamblingRealityCheck = { hours: input.gamblingRealityCheck.hours as 1 | 2 | 4 };
  if (input.gamblingOddsChange) next.gamblingOddsChange = input.gamblingOddsChange;
  if (input.gamblingReviewReminder) next.gamblingReviewReminder = { months: input.gamblingReviewReminder.months as ReviewReminderMonths };
  if (input.gamblingSelfPause) next.gamblingSelfPause = applySelfPause(stored.gamblingSelfPause, input.gamblingSelfPause, now);
  if (input.gamblingSelfExclude) {
    next.gamblingSelfExclude = applySelfExclusion(stored.gamblingSelfExclude, input.gamblingSelfExclude, now);
  }
  if (isActivePeriod(next.gamblingSelfPause, now) || isActivePeriod(next.gamblingSelfExclude, now)) {
    next.marketingGeneral = OFF;
    next.marketingGambling = OFF;
  }
  return next;
}
