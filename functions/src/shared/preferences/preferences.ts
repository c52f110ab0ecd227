/**
 * Responsible-gambling preferences, stored on users/{uid}.preferences (version 1, merged over these defaults on
 * load). Limits are in cents. A limit increase waits 24 hours in `pending`; `changedAt` drives the one change per
 * 24 hours lock (DECISIONS.md "Responsible gambling").
 */
export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
export const BET_LIMIT_KINDS = ['bet', 'match'] as const;
export type BetLimitKind = (typeof BET_LIMIT_KINDS)[number];

/** Rolling window of each deposit limit period. */
export const DEPOSIT_LIMIT_WINDOW_MS: Record<DepositLimitPeriod, number> = {
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
  monthly: 30 * 24 * 3_600_000,
};

export const LIMIT_MIN_CENTS = 500;

/**
 * The limit decision every customer makes before their first deposit (RTS 12 as amended; DECISIONS.md "UK rules
 * in force since October 2025"): deposit limits set, or no limit of their own, confirmed. Stored by the server on
 * users/{uid}.depositLimitDecision (never by the owner); `at` is when it was made, in ms.
 */
export const DEPOSIT_LIMIT_CHOICES = ['limits', 'none'] as const;
export type DepositLimitChoice = (typeof DEPOSIT_LIMIT_CHOICES)[number];
export interface DepositLimitDecision {
  choice: DepositLimitChoice;
  at: number;
}

/** Defaults, which are also the maxima (config/app may lower the maxima). */
export const DEPOSIT_LIMIT_DEFAULTS: Record<DepositLimitPeriod, number> = { daily: 100_000, weekly: 250_000, monthly: 500_000 };
export const BET_LIMIT_DEFAULTS: Record<BetLimitKind, number> = { bet: 10_000, match: 30_000 };
export const LIMIT_CHANGE_LOCK_MS = 24 * 3_600_000;
/** The shortest self-pause: one full day from when it is set, whatever end date was picked (DECISIONS.md). */
export const SELF_PAUSE_MIN_MS = 24 * 3_600_000;

/**
 * When a self-pause set at `now` for `chosenEnd` (the end of the picked day) ends: that day's end, but never less
 * than 24 hours after it was set (a pause picked for today runs until this time tomorrow).
 */
export function selfPauseEnd(chosenEnd: number, now: number): number {
  return Math.max(chosenEnd, now + SELF_PAUSE_MIN_MS);
}

export interface PendingLimit {
  amount: number;
  /** ms since epoch */
  effectiveAt: number;
}

export type LimitSet<K extends string> = Record<K, number> & {
  updatedAt: number | null;
  pending?: Partial<Record<K, PendingLimit>>;
  changedAt?: Partial<Record<K, number>>;
};

export interface PauseSetting {
  enabled: boolean;
  /** ms since epoch, or null */
  startDate: number | null;
  endDate: number | null;
}

export interface ChannelSetting {
  email: boolean;
  notifications: boolean;
}

export interface Preferences {
  version: 1;
  updatedAt: number | null;
  marketingGeneral: ChannelSetting;
  marketingGambling: ChannelSetting;
  streamerIsLive: ChannelSetting;
  gamblingDepositLimits: LimitSet<DepositLimitPeriod>;
  gamblingBetLimits: LimitSet<BetLimitKind>;
  gamblingSelfPause: PauseSetting;
  gamblingSelfExclude: PauseSetting;
  gamblingRealityCheck: { hours: 1 | 2 | 4 };
  gamblingOddsChange: OddsChangePreference;
  /** How often to be reminded to review the account and its transactions (RTS 12 as amended; 6 months at most). */
  gamblingReviewReminder: { months: ReviewReminderMonths };
}

/** The review reminder intervals a customer may choose, in months; the default and the longest is 6. */
export const REVIEW_REMINDER_MONTHS = [1, 3, 6] as const;
export type ReviewReminderMonths = (typeof REVIEW_REMINDER_MONTHS)[number];
export const REVIEW_REMINDER_LABELS: Record<ReviewReminderMonths, string> = { 1: 'Every month', 3: 'Every 3 months', 6: 'Every 6 months' };

/** The stored review reminder interval, or the default (6 months) when it is missing or malformed. */
export function reviewReminderMonthsOf(preferences: Preferences): ReviewReminderMonths {
  const months = preferences.gamblingReviewReminder.months;
  return (REVIEW_REMINDER_MONTHS as readonly number[]).includes(months) ? months : 6;
}

/** What to do when the odds move between the bet drawer and the bet (DECISIONS.md "Battles"). */
export const ODDS_CHANGE_OPTIONS = ['ask', 'higher', 'any'] as const;
export type OddsChangePreference = (typeof ODDS_CHANGE_OPTIONS)[number];
export const ODDS_CHANGE_LABELS: Record<OddsChangePreference, string> = {
  ask: 'Ask me',
  higher: 'Accept higher odds',
  any: 'Accept any odds',
};

export function defaultPreferences(): Preferences {
  return {
    version: 1,
    updatedAt: null,
    marketingGeneral: { email: false, notifications: true },
    marketingGambling: { email: false, notifications: true },
    streamerIsLive: { email: true, notifications: true },
    gamblingDepositLimits: { ...DEPOSIT_LIMIT_DEFAULTS, updatedAt: null },
    gamblingBetLimits: { ...BET_LIMIT_DEFAULTS, updatedAt: null },
    gamblingSelfPause: { enabled: false, startDate: null, endDate: null },
    gamblingSelfExclude: { enabled: false, startDate: null, endDate: null },
    gamblingRealityCheck: { hours: 1 },
    gamblingOddsChange: 'ask',
    gamblingReviewReminder: { months: 6 },
  };
}

/** Stored preferences (any version, possibly partial) merged over the defaults. */
export function preferencesOf(stored: unknown): Preferences {
  const defaults = defaultPreferences();
  if (!stored || typeof stored !== 'object') return defaults;
  const source = stored as Partial<Preferences>;
  const merged = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(defaults) as Array<keyof Preferences>) {
    const value = source[key];
    const base = defaults[key];
    if (value === undefined || value === null) continue;
    merged[key] = typeof base === 'object' && base !== null && typeof value === 'object' ? { ...base, ...value } : value;
  }
  return merged as unknown as Preferences;
}

/** The limit in force at `now`: a pending increase counts once its effective time has come. */
export function effectiveLimit<K extends string>(limits: LimitSet<K>, key: K, now: number): number {
  const pending = limits.pending?.[key];
  if (pending && pending.effectiveAt <= now) return pending.amount;
  return limits[key];
}

export function effectiveDepositLimits(preferences: Preferences, now: number): Record<DepositLimitPeriod, number> {
  const limits = preferences.gamblingDepositLimits;
  return {
    daily: effectiveLimit(limits, 'daily', now),
    weekly: effectiveLimit(limits, 'weekly', now),
    monthly: effectiveLimit(limits, 'monthly', now),
  };
}

/** Whether a pause or exclusion setting is in force at `now`. */
export function isActivePeriod(setting: PauseSetting, now: number): boolean {
  if (!setting.enabled) return false;
  const started = setting.startDate === null || setting.startDate <= now;
  const notEnded = setting.endDate === null || now < setting.endDate;
  return started && notEnded;
}
