import * as yup from 'yup';
import { GAME_TYPES, isGameMode } from '../games/catalogue';
import { addMonths } from '../core/dates';
import {
  BET_LIMIT_KINDS,
  DEPOSIT_LIMIT_CHOICES,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_MIN_CENTS,
  ODDS_CHANGE_OPTIONS,
  REVIEW_REMINDER_MONTHS,
  type PauseSetting,
} from './preferences';
import { LIMIT_MAX_CENTS, type LimitKey, type LimitMaxima } from './limitMaxima';
import { type AmountUnit, toCents } from '../core/money';
import { formatPreferenceMessage, preferenceMessages } from './messages';
import { fields } from '../core/fields';

/**
 * The Manage My Gambling rules shared by the preferences form (dollars) and the saveUserPreferences callable
 * (cents). The server additionally applies the rules that depend on what is stored (the 24-hour lock, pending
 * increases, no shortening of a pause or exclusion): see functions/src/preferences.
 */
export type { LimitKey } from './limitMaxima';
export const LIMIT_NAMES: Record<LimitKey, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', bet: 'Bet', match: 'Match' };
export const REALITY_CHECK_HOURS = [1, 2, 4] as const;
export type RealityCheckHours = (typeof REALITY_CHECK_HOURS)[number];
export const SELF_PAUSE_MAX_MONTHS = 3;
/** The picked end date is the end of a local day, so up to a day past "3 months from now" is still in range. */
const SELF_PAUSE_END_GRACE_MS = 25 * 3_600_000;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export const SELF_EXCLUSION_MONTHS: Record<SelfExclusionPeriod, number> = { '6m': 6, '1y': 12, '5y': 60 };
export const SELF_EXCLUSION_LABELS: Record<SelfExclusionPeriod, string> = { '6m': '6 months', '1y': '1 year', '5y': '5 years' };
/** When a self-exclusion of `period` that started at `start` ends. */
export function selfExclusionEnd(start: number, period: SelfExclusionPeriod): number {
  return addMonths(start, SELF_EXCLUSION_MONTHS[period]);
}
/** The period a stored exclusion was set for (the longest one its end reaches), or the minimum when unknown. */
export function selfExclusionPeriodOf(setting: PauseSetting): SelfExclusionPeriod {
  const { startDate, endDate } = setting;
  if (startDate === null || endDate === null) return SELF_EXCLUSION_PERIODS[0];
  const reached = SELF_EXCLUSION_PERIODS.filter((period) => selfExclusionEnd(startDate, period) <= endDate);
  return reached[reached.length - 1] ?? SELF_EXCLUSION_PERIODS[0];
}
/** The latest end a self-pause chosen at `now` may have. */
export function selfPauseLatestEnd(now: number): number {
  return addMonths(now, SELF_PAUSE_MAX_MONTHS) + SELF_PAUSE_END_GRACE_MS;
}
/** Whole dollars as the limit messages show them ($1000). */
export const limitDollars = (cents: number) => `$${cents / 100}`;
function limitGroup<K extends LimitKey>(unit: AmountUnit, keys: readonly K[], maxima: LimitMaxima) {
  const shape = Object.fromEntries(keys.map((key) => [key, preferenceRules.limit(unit, key, maxima[key])])) as Record<
    K,
    ReturnType<typeof preferenceRules.limit>
  >;
  return yup.object(shape).noUnknown();
}
export const preferenceRules = {
  /** A deposit or bet limit: at least $5, at most `max` cents (DECISIONS.md's maximum unless config/app lowers it). */
  limit: (unit: AmountUnit, key: LimitKey, max: number = LIMIT_MAX_CENTS[key]) => {
    const name = LIMIT_NAMES[key];
    const minimum = formatPreferenceMessage.limitMinimum(name);
    const base = yup.number().typeError(minimum).required(minimum);
    return (unit === 'cents' ? base.integer('${path} must be a whole number of cents') : base)
      .test('limit-min', minimum, (value) => value === undefined || toCents(value, unit) >= LIMIT_MIN_CENTS)
      .test(
        'limit-max',
        formatPreferenceMessage.limitMaximum(name, limitDollars(max)),
        (value) => value === undefined || toCents(value, unit) <= max,
      );
  },
  channel: () => yup.object({ email: yup.boolean().required(), notifications: yup.boolean().required() }).noUnknown(),
  realityCheckHours: () =>
    yup.number().typeError(preferenceMessages.realityCheckOptions).oneOf(REALITY_CHECK_HOURS, preferenceMessages.realityCheckOptions).required(preferenceMessages.realityCheckOptions),
  reviewReminderMonths: () =>
    yup
      .number()
      .typeError(preferenceMessages.reviewReminderOptions)
      .oneOf(REVIEW_REMINDER_MONTHS, preferenceMessages.reviewReminderOptions)
      .required(preferenceMessages.reviewReminderOptions),
  /** Self-pause: an end date (ms) is required once it is switched on, after now and at most 3 months ahead. */
  selfPause: () =>
    yup
      .object({
        enabled: yup.boolean().required(),
        endDate: yup
          .number()
          .integer()
          .nullable()
          .defined()
          .test('end-required', preferenceMessages.selfPauseEndRequired, function required(value) {
            return !this.parent.enabled || (value !== null && value !== undefined);
          })
          .test('end-range', preferenceMessages.selfPauseRange, function inRange(value) {
            if (!this.parent.enabled || value === null || value === undefined) return true;
            const now = Date.now();
            return value > now && value <= selfPauseLatestEnd(now);
          }),
      })
      .noUnknown(),
  selfExclude: () =>
    yup
      .object({
        enabled: yup.boolean().required(),
        period: yup.string().oneOf(SELF_EXCLUSION_PERIODS).required(),
      })
      .noUnknown(),
};
/**
 * The preferences as the form edits them (limits in dollars) or as saveUserPreferences receives them (limits in
 * cents). Every group is optional in a request: the server changes only the groups it is sent. `maxima` are the
 * limit maxima in force (AppSettings.limitMaxima), so the form and the server refuse the same values.
 */
export function preferencesSchemaFor(unit: AmountUnit, maxima: LimitMaxima = LIMIT_MAX_CENTS) {
  return yup
    .object({
      marketingGeneral: preferenceRules.channel().optional().default(undefined),
      marketingGambling: preferenceRules.channel().optional().default(undefined),
      streamerIsLive: preferenceRules.channel().optional().default(undefined),
      gamblingDepositLimits: limitGroup(unit, DEPOSIT_LIMIT_PERIODS, maxima).optional().default(undefined),
      gamblingBetLimits: limitGroup(unit, BET_LIMIT_KINDS, maxima).optional().default(undefined),
      gamblingRealityCheck: yup.object({ hours: preferenceRules.realityCheckHours() }).noUnknown().optional().default(undefined),
      gamblingOddsChange: yup.string().oneOf(ODDS_CHANGE_OPTIONS, preferenceMessages.oddsChangeOptions).optional().default(undefined),
      gamblingReviewReminder: yup.object({ months: preferenceRules.reviewReminderMonths() }).noUnknown().optional().default(undefined),
      gamblingSelfPause: preferenceRules.selfPause().optional().default(undefined),
      gamblingSelfExclude: preferenceRules.selfExclude().optional().default(undefined),
    })
    .noUnknown();
}
export const preferencesFormSchema = preferencesSchemaFor('dollars');
/**
 * The request's shape with DECISIONS.md's maxima (the callable contract); saveUserPreferences validates again
 * with the maxima config/app sets.
 */
export const preferencesInputSchema = preferencesSchemaFor('cents');
export type PreferencesInput = yup.InferType<typeof preferencesInputSchema>;
// ---- Preferences (Manage My Gambling) ----------------------------------------------------------------------

/**
 * The limit decision before the first deposit: 'limits' comes with the deposit limits in the same request; 'none'
 * only with noLimitConfirmed true.
 */
export const depositLimitDecisionSchema = yup
  .object({
    choice: yup.string().oneOf(DEPOSIT_LIMIT_CHOICES, preferenceMessages.depositLimitChoiceOptions).required(preferenceMessages.depositLimitChoiceOptions),
    noLimitConfirmed: yup.boolean().optional(),
  })
  .noUnknown()
  .test('no-limit-confirmed', preferenceMessages.noLimitUnconfirmed, (value) => !value || value.choice !== 'none' || value.noLimitConfirmed === true);

/**
 * The form's preferences with limits in cents; sessionId is the session to refresh when the reality check
 * changes; depositLimitDecision records the decision before the first deposit.
 */
export const saveUserPreferencesRequest = yup
  .object({
    preferences: preferencesInputSchema.required('preferences is required'),
    sessionId: fields.sessionId(),
    depositLimitDecision: depositLimitDecisionSchema.optional().default(undefined),
  })
  .noUnknown()
  .test(
    'limits-with-decision',
    preferenceMessages.depositLimitsRequired,
    (value) => value?.depositLimitDecision?.choice !== 'limits' || value.preferences?.gamblingDepositLimits !== undefined,
  );
/**
 * The limits on a stream's next match in one game of the catalogue (the mode must be one the game has), or on a
 * battle: exactly one of streamId and battleId.
 */
export const checkBetLimitsRequest = yup
  .object({
    userId: fields.id().required(),
    streamId: fields.id().optional(),
    battleId: fields.id().optional(),
    gameType: yup.string().oneOf(GAME_TYPES, 'Game type is not supported').optional(),
    gameMode: yup.string().optional(),
  })
  .noUnknown()
  .test('mode', 'Game mode is not offered for this game', (value) => !value.gameMode || (value.gameType !== undefined && isGameMode(value.gameType, value.gameMode)))
  .test('one-match', preferenceMessages.betLimitsMatchRequired, (value) => (value.streamId === undefined) !== (value.battleId === undefined));
export const checkExclusionRequest = yup.object({}).noUnknown();