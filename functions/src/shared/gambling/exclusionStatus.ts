
import { isActivePeriod, preferencesOf } from '../preferences/preferences';
import { type GamblingSubject, moneyInRefusal } from './refusals';

/** checkExclusion's answer: whether the user may gamble now and, if not, why and until when (ms). */
export interface ExclusionStatus {
  excluded: boolean;
  paused: boolean;
  pausedUntil: number | null;
  excludedUntil: number | null;
  canGamble: boolean;
  reason: string | null;
}

export function exclusionStatus(user: GamblingSubject, now: number): ExclusionStatus {
  const preferences = preferencesOf(user.preferences);
  const selfExcluded = isActivePeriod(preferences.gamblingSelfExclude, now);
  const paused = isActivePeriod(preferences.gamblingSelfPause, now);
  const refusal = moneyInRefusal(user, now);
  return {
    excluded: selfExcluded || user.exclusion === 'Yes',
    paused,
    pausedUntil: paused ? preferences.gamblingSelfPause.endDate : null,
    excludedUntil: selfExcluded ? preferences.gamblingSelfExclude.endDate : null,
    canGamble: refusal === null,
    reason: refusal?.message ?? null,
  };
}
