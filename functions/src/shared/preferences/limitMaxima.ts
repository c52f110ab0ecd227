import {
  BET_LIMIT_DEFAULTS,
  BET_LIMIT_KINDS,
  DEPOSIT_LIMIT_DEFAULTS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_MIN_CENTS,
  type BetLimitKind,
  type DepositLimitPeriod,
  type LimitSet,
  type Preferences,
} from './preferences';

export type LimitKey = DepositLimitPeriod | BetLimitKind;
export const LIMIT_KEYS: readonly LimitKey[] = [...DEPOSIT_LIMIT_PERIODS, ...BET_LIMIT_KINDS];
/** The highest value each deposit and bet limit may take, in cents. */
export type LimitMaxima = Record<LimitKey, number>;

/** DECISIONS.md's maxima, which are also the defaults. config/app may lower them, never raise them. */
export const LIMIT_MAX_CENTS: LimitMaxima = { ...DEPOSIT_LIMIT_DEFAULTS, ...BET_LIMIT_DEFAULTS };

/**
 * The maxima config/app sets (`limitMaxima`, cents), each clamped between the $5 minimum and DECISIONS.md's
 * maximum; a missing or malformed value keeps DECISIONS.md's.
 */
export function limitMaximaOf(raw: unknown): LimitMaxima {
  const source = (raw !== null && typeof raw === 'object' ? raw : {}) as Partial<Record<LimitKey, unknown>>;
  const maxima = { ...LIMIT_MAX_CENTS };
  for (const key of LIMIT_KEYS) {
    const value = source[key];
    if (typeof value === 'number' && Number.isSafeInteger(value)) {
      maxima[key] = Math.min(LIMIT_MAX_CENTS[key], Math.max(LIMIT_MIN_CENTS, value));
    }
  }
  return maxima;
}

function capLimitSet<K extends LimitKey>(limits: LimitSet<K>, keys: readonly K[], maxima: LimitMaxima): LimitSet<K> {
  const capped: LimitSet<K> = { ...limits };
  const pending = limits.pending ? { ...limits.pending } : undefined;
  for (const key of keys) {
    const current = Math.min(limits[key], maxima[key]);
    (capped as Record<K, number>)[key] = current;
    const waiting = pending?.[key];
    if (!pending || !waiting) continue;
    const amount = Math.min(waiting.amount, maxima[key]);
    // An increase that the lowered maximum no longer lets through raises nothing.
    if (amount <= current) delete pending[key];
    else pending[key] = { ...waiting, amount };
  }
  if (pending) capped.pending = pending;
  return capped;
}

/**
 * The preferences with every deposit and bet limit, and every pending increase, brought down to `maxima`: a
 * maximum lowered in configuration applies to every account at once, whatever it stored before.
 */
export function withinMaxima(preferences: Preferences, maxima: LimitMaxima): Preferences {
  return {
    ...preferences,
    gamblingDepositLimits: capLimitSet(preferences.gamblingDepositLimits, DEPOSIT_LIMIT_PERIODS, maxima),
    gamblingBetLimits: capLimitSet(preferences.gamblingBetLimits, BET_LIMIT_KINDS, maxima),
  };
}
