import { bonusConfigOf, type BonusConfig } from '../wallet/bonus';
import { DEFAULT_USD_TO_GBP } from '../wallet/currency';
import { limitMaximaOf, type LimitMaxima } from '../preferences/limitMaxima';
import { battleSettingsOf, type BattleSettings } from '../battles/settings';
import { streamMarginOf } from '../streamBets/settings';

export interface AppSettings {
  blacklistCountries: string[];
  blacklistStates: string[];
  /** USD -> GBP rate for bank payments and payouts. */
  usdToGbp: number;
  bonus: BonusConfig;
  /**
   * Length of one reality-check "hour" in ms: an hour unless config/app sets a shorter one, so that tests and
   * demos see the reality check without waiting. Never longer than an hour, never shorter than a second.
   */
  realityCheckUnitMs: number;
  /** Deposit and bet limit maxima in cents: DECISIONS.md's, or lower where config/app.limitMaxima says so. */
  limitMaxima: LimitMaxima;
  /** Battle margin, review window and default chest targets (battleMargin, battleReviewMinutes, battleChestTargets). */
  battles: BattleSettings;
  /** Margin built into stream bet odds (config/app.streamMargin, default 8%). */
  streamMargin: number;
}
export const DEFAULT_REALITY_CHECK_UNIT_MS = 3_600_000;
const MIN_REALITY_CHECK_UNIT_MS = 1_000;
function realityCheckUnitOf(value: unknown): number {
  const valid =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_REALITY_CHECK_UNIT_MS &&
    value <= DEFAULT_REALITY_CHECK_UNIT_MS;
  return valid ? value : DEFAULT_REALITY_CHECK_UNIT_MS;
}
export function appSettingsOf(raw: unknown): AppSettings {
  const source = (raw ?? {}) as Record<string, unknown>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const rate = source.usdToGbp;
  return {
    blacklistCountries: strings(source.blacklistCountries),
    blacklistStates: strings(source.blacklistStates),
    usdToGbp: typeof rate === 'number' && rate > 0 && rate < 10 ? rate : DEFAULT_USD_TO_GBP,
    bonus: bonusConfigOf(source.bonus),
    realityCheckUnitMs: realityCheckUnitOf(source.realityCheckUnitMs),
    limitMaxima: limitMaximaOf(source.limitMaxima),
    battles: battleSettingsOf(source),
    streamMargin: streamMarginOf(source.streamMargin),
  };
}