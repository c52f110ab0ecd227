import type { CallableSchemas, SameKeys } from '../core/callables';
import type { ExclusionStatus } from '../gambling/exclusionStatus';
import type { LimitUsage } from './limitUsage';
import type { BetLimitKind, Preferences } from './preferences';
import { checkBetLimitsRequest, checkExclusionRequest, saveUserPreferencesRequest } from './schemas';

export const preferenceCallables = {
  saveUserPreferences: saveUserPreferencesRequest,
  checkBetLimits: checkBetLimitsRequest,
  checkExclusion: checkExclusionRequest,
} satisfies CallableSchemas;

export interface PreferenceResponses {
  /** The stored preferences after the change, merged over the defaults (limits in cents, dates in ms). */
  saveUserPreferences: { success: true; preferences: Preferences };
  /** Per bet: the limit in force; per match: stakes on the stream over the last 24 hours (cents). */
  checkBetLimits: Record<BetLimitKind, LimitUsage>;
  checkExclusion: ExclusionStatus;
}

export const preferenceContractIsComplete: SameKeys<keyof typeof preferenceCallables, keyof PreferenceResponses> = true;
