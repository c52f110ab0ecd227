import dayjs from 'dayjs';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { LimitMaxima } from '@shared/preferences/limitMaxima';
import {
  BET_LIMIT_KINDS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_CHANGE_LOCK_MS,
  LIMIT_MIN_CENTS,
  effectiveLimit,
  type ChannelSetting,
  type LimitSet,
  type OddsChangePreference,
  type PauseSetting,
  type Preferences,
} from '@shared/preferences/preferences';
import { dollarsToCents } from '@shared/core/money';
import { LIMIT_NAMES, preferencesSchemaFor, type LimitKey, type PreferencesInput, type RealityCheckHours, type SelfExclusionPeriod, selfExclusionPeriodOf } from '@shared/preferences/schemas';

/** A limit as typed: dollars, or '' while the field is empty (an empty limit is saved as the $5 minimum). */
export type DollarInput = number | '';

export interface PreferencesFormValues {
  marketingGeneral: ChannelSetting;
  marketingGambling: ChannelSetting;
  streamerIsLive: ChannelSetting;
  gamblingDepositLimits: Record<(typeof DEPOSIT_LIMIT_PERIODS)[number], DollarInput>;
  gamblingBetLimits: Record<(typeof BET_LIMIT_KINDS)[number], DollarInput>;
  gamblingRealityCheck: { hours: RealityCheckHours };
  gamblingOddsChange: OddsChangePreference;
  /** endDate: the end of the chosen day, in ms. */
  gamblingSelfPause: { enabled: boolean; endDate: number | null };
  gamblingSelfExclude: { enabled: boolean; period: SelfExclusionPeriod };
}

export const MIN_LIMIT_DOLLARS = LIMIT_MIN_CENTS / 100;

function limitDollars<K extends LimitKey>(limits: LimitSet<K>, keys: readonly K[], now: number): Record<K, DollarInput> {
  return Object.fromEntries(keys.map((key) => [key, effectiveLimit(limits, key, now) / 100])) as Record<K, DollarInput>;
}

/** The form's starting values: the limits in force, and a pause or exclusion only while it runs. */
export function toFormValues(preferences: Preferences, now: number): PreferencesFormValues {
  const pause = preferences.gamblingSelfPause;
  const exclusion = preferences.gamblingSelfExclude;
  const excluded = isRunning(exclusion, now);
  return {
    marketingGeneral: { ...preferences.marketingGeneral },
    marketingGambling: { ...preferences.marketingGambling },
    streamerIsLive: { ...preferences.streamerIsLive },
    gamblingDepositLimits: limitDollars(preferences.gamblingDepositLimits, DEPOSIT_LIMIT_PERIODS, now),
    gamblingBetLimits: limitDollars(preferences.gamblingBetLimits, BET_LIMIT_KINDS, now),
    gamblingRealityCheck: { hours: preferences.gamblingRealityCheck.hours },
    gamblingOddsChange: preferences.gamblingOddsChange,
    gamblingSelfPause: isRunning(pause, now) ? { enabled: true, endDate: pause.endDate } : { enabled: false, endDate: null },
    gamblingSelfExclude: { enabled: excluded, period: excluded ? selfExclusionPeriodOf(exclusion) : '6m' },
  };
}

const orMinimum = (value: DollarInput) => (value === '' ? MIN_LIMIT_DOLLARS : value);

function limitsWithMinimum<K extends string>(limits: Record<K, DollarInput>): Record<K, number> {
  return Object.fromEntries(Object.entries<DollarInput>(limits).map(([key, value]) => [key, orMinimum(value)])) as Record<K, number>;
}

/** The values as the shared form schema validates them: empty limits count as the minimum. */
export function forValidation(values: PreferencesFormValues) {
  return {
    ...values,
    gamblingDepositLimits: limitsWithMinimum(values.gamblingDepositLimits),
    gamblingBetLimits: limitsWithMinimum(values.gamblingBetLimits),
  };
}

/** Validates with the shared schema and the limit maxima in force, as saveUserPreferences does. */
export function validatorFor(maxima: LimitMaxima) {
  const schema = preferencesSchemaFor('dollars', maxima);
  return async (values: PreferencesFormValues): Promise<FormikErrors<PreferencesFormValues>> => {
    try {
      await validateYupSchema(forValidation(values), schema);
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  };
}

function limitsInCents<K extends string>(limits: Record<K, DollarInput>): Record<K, number> {
  const dollars = limitsWithMinimum(limits);
  return Object.fromEntries(Object.entries<number>(dollars).map(([key, value]) => [key, dollarsToCents(value)])) as Record<K, number>;
}

/**
 * The saveUserPreferences request: limits in cents. `gambling`: the full gambling section is shown (identity
 * verified); otherwise only self-pause and self-exclusion are, which every account holder may set.
 */
export function toRequest(values: PreferencesFormValues, gambling: boolean): PreferencesInput {
  const communicationAndBreaks = {
    marketingGeneral: values.marketingGeneral,
    marketingGambling: values.marketingGambling,
    streamerIsLive: values.streamerIsLive,
    gamblingSelfPause: values.gamblingSelfPause,
    gamblingSelfExclude: values.gamblingSelfExclude,
  };
  if (!gambling) return communicationAndBreaks;
  return {
    ...communicationAndBreaks,
    gamblingDepositLimits: limitsInCents(values.gamblingDepositLimits),
    gamblingBetLimits: limitsInCents(values.gamblingBetLimits),
    gamblingRealityCheck: values.gamblingRealityCheck,
    gamblingOddsChange: values.gamblingOddsChange,
  };
}

/** When a limit changed in the last 24 hours can change again, or null when it can now. */
export function limitUnlocksAt<K extends LimitKey>(limits: LimitSet<K>, key: K, now: number): number | null {
  const changed = limits.changedAt?.[key];
  return changed !== undefined && now < changed + LIMIT_CHANGE_LOCK_MS ? changed + LIMIT_CHANGE_LOCK_MS : null;
}

/** A pending increase that has not taken effect yet. */
export function pendingIncrease<K extends LimitKey>(limits: LimitSet<K>, key: K, now: number) {
  const pending = limits.pending?.[key];
  return pending && pending.effectiveAt > now ? pending : null;
}

export const INPUT_DATE = 'YYYY-MM-DD';
/** A picked date (YYYY-MM-DD) as the end of that local day, in ms; '' clears it. */
export const dateInputToMs = (value: string) => (value ? dayjs(value).endOf('day').valueOf() : null);
export const msToDateInput = (ms: number | null) => (ms === null ? '' : dayjs(ms).format(INPUT_DATE));

/** What a deposit limit counts (gross: withdrawals are not taken off) and how changes apply. */
export const DEPOSIT_LIMIT_WORDING =
  'A deposit limit counts all the money you pay in over the period; withdrawals are not taken off it. Lowering a limit works at once; raising one takes effect after 24 hours.';

export const limitLabel = (key: LimitKey) => `${LIMIT_NAMES[key]} limit`;

/**
 * Whether a pause or exclusion runs, for display. Its start is the server's time of saving, which a client clock
 * slightly behind would read as "not yet"; so only the end counts here.
 */
export function isRunning(setting: PauseSetting, now: number): boolean {
  return setting.enabled && (setting.endDate === null || now < setting.endDate);
}
