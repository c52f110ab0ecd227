import { daysBetween } from '../admin/schemas';

/**
 * Indicators of harm (LCCP SR 3.4.3; DECISIONS.md "Customer interaction"), computed only from the customer's own
 * activity as kept day by day on harm/{uid}/harmDays/{day} (UTC days). Each indicator has a measure and three
 * thresholds; a measure at or above a threshold reaches that level. The customer's level is the highest level any
 * indicator reaches. The README's decisions table lists the same thresholds.
 */
export const HARM_LEVELS = ['none', 'low', 'medium', 'strong'] as const;
export type HarmLevel = (typeof HARM_LEVELS)[number];

/** One UTC day of a customer's activity: counters only, kept by blind increments as things happen. */
export interface HarmDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Cash deposited, in cents. */
  deposits?: number;
  /** Deposits made with the balance under EMPTY_BALANCE_CENTS (reloading once the money ran out). */
  emptyDeposits?: number;
  /**
   * Above 0 once the customer deposited or staked between 00:00 and 05:59 UK time that day (the ledger's rollup
   * sets it to 1, so later night-time activity leaves the day unchanged: the indicator counts days, not stakes).
   */
  nightActivity?: number;
  /** Deposits refused by a deposit limit. */
  declinedDeposits?: number;
  /** Deposit or bet limit increases asked for (a raise, or a limit lifted to the maximum). */
  limitRaises?: number;
  /** Times the customer chose to continue at a reality check. */
  realityContinues?: number;
}

export const INDICATOR_KEYS = ['depositSpike', 'emptyReloads', 'declinedDeposits', 'lateNight', 'limitRaises', 'realityContinues'] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

/** A balance under this (cents) counts as empty when a deposit arrives. */
export const EMPTY_BALANCE_CENTS = 100;
/** The least daily deposit baseline (cents), so a few small deposits do not make an ordinary one look large. */
export const BASELINE_FLOOR_CENTS = 2_000;
/** Earlier days with deposits a baseline needs: without them there is no baseline to be far above. */
export const BASELINE_MIN_DAYS = 3;
/** UK hours counted as late at night: from 00:00 up to (not including) 06:00. */
export const NIGHT_END_HOUR = 6;

export interface IndicatorDefinition {
  /** Its name on the desk. */
  label: string;
  /** What the measure is, in words, for the desk and the documentation. */
  measure: string;
  /** Days looked back over, today included. */
  windowDays: number;
  /** Measures at or above these reach low, medium and strong. */
  thresholds: { low: number; medium: number; strong: number };
  /** What the customer is told the indicator is about. */
  customerWording: string;
}

export const INDICATORS: Record<IndicatorKey, IndicatorDefinition> = {
  depositSpike: {
    label: 'Deposits far above usual',
    measure: "today's deposits as a multiple of the customer's own daily average over the 27 days before (at least £20), once they deposited on 3 or more of those days",
    windowDays: 28,
    thresholds: { low: 3, medium: 5, strong: 10 },
    customerWording: 'You deposited much more today than you usually do.',
  },
  emptyReloads: {
    label: 'Reloading at an empty balance',
    measure: 'deposits made with the balance under £1 (the first deposit included), over 7 days',
    windowDays: 7,
    thresholds: { low: 3, medium: 4, strong: 6 },
    customerWording: 'You have often deposited again as soon as your balance ran out.',
  },
  declinedDeposits: {
    label: 'Deposits refused by a limit',
    measure: 'deposits refused by a deposit limit, over 7 days',
    windowDays: 7,
    thresholds: { low: 2, medium: 3, strong: 5 },
    customerWording: 'Several of your deposits were refused because they went over your limits.',
  },
  lateNight: {
    label: 'Late-night play',
    measure: 'days with deposits or stakes between midnight and 6am UK time, over 7 days',
    windowDays: 7,
    thresholds: { low: 2, medium: 3, strong: 5 },
    customerWording: 'You have often deposited or placed bets late at night.',
  },
  limitRaises: {
    label: 'Limits raised',
    measure: 'deposit or bet limit increases asked for (each limit counts), over 30 days',
    windowDays: 30,
    thresholds: { low: 2, medium: 3, strong: 4 },
    customerWording: 'You have raised your limits several times recently.',
  },
  realityContinues: {
    label: 'Long sessions',
    measure: "'continue' chosen at reality checks in one day, the most on any of the last 7 days",
    windowDays: 7,
    thresholds: { low: 3, medium: 5, strong: 8 },
    customerWording: 'You have played for long sessions, continuing at many reality checks.',
  },
};

export interface IndicatorScore {
  level: HarmLevel;
  /** The measure (a ratio for depositSpike, a count otherwise). */
  value: number;
}
export type HarmScores = Record<IndicatorKey, IndicatorScore>;

const DAY_MS = 86_400_000;

export function levelRank(level: HarmLevel): number {
  return HARM_LEVELS.indexOf(level);
}

export function higherLevel(a: HarmLevel, b: HarmLevel): HarmLevel {
  return levelRank(a) >= levelRank(b) ? a : b;
}

/** The level a measure reaches against an indicator's thresholds. */
export function levelOf(key: IndicatorKey, value: number): HarmLevel {
  const { thresholds } = INDICATORS[key];
  if (value >= thresholds.strong) return 'strong';
  if (value >= thresholds.medium) return 'medium';
  if (value >= thresholds.low) return 'low';
  return 'none';
}

/** The UTC day `days` before `day`. */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `ms` falls late at night in the UK (00:00 to 05:59 Europe/London). */
export function isLateNight(ms: number): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' }).format(new Date(ms)));
  return hour < NIGHT_END_HOUR;
}

function windowOf(byDay: Map<string, HarmDay>, today: string, windowDays: number): HarmDay[] {
  return daysBetween(dayBefore(today, windowDays - 1), today).map((day) => byDay.get(day) ?? { day });
}

const sum = (days: HarmDay[], field: Exclude<keyof HarmDay, 'day'>) => days.reduce((total, day) => total + (day[field] ?? 0), 0);

function measureOf(key: IndicatorKey, days: HarmDay[], today: string): number {
  switch (key) {
    case 'depositSpike': {
      const todays = days.find((day) => day.day === today)?.deposits ?? 0;
      const before = days.filter((day) => day.day !== today);
      if (before.filter((day) => (day.deposits ?? 0) > 0).length < BASELINE_MIN_DAYS) return 0;
      const baseline = Math.max(BASELINE_FLOOR_CENTS, sum(before, 'deposits') / Math.max(1, before.length));
      return Math.floor((todays / baseline) * 10) / 10;
    }
    case 'emptyReloads':
      return sum(days, 'emptyDeposits');
    case 'declinedDeposits':
      return sum(days, 'declinedDeposits');
    case 'lateNight':
      return days.filter((day) => (day.nightActivity ?? 0) > 0).length;
    case 'limitRaises':
      return sum(days, 'limitRaises');
    case 'realityContinues':
      return Math.max(0, ...days.map((day) => day.realityContinues ?? 0));
  }
}

/** Every indicator's measure and level on `today`, from the customer's days (any order; missing days are empty). */
export function scoreIndicators(days: readonly HarmDay[], today: string): HarmScores {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const scores = {} as HarmScores;
  for (const key of INDICATOR_KEYS) {
    const value = measureOf(key, windowOf(byDay, today, INDICATORS[key].windowDays), today);
    scores[key] = { level: levelOf(key, value), value };
  }
  return scores;
}

/** The customer's level: the highest any indicator reaches. */
export function overallLevel(scores: HarmScores): HarmLevel {
  return INDICATOR_KEYS.reduce<HarmLevel>((level, key) => higherLevel(level, scores[key].level), 'none');
}

/** The indicators at `level` or above. */
export function indicatorsAtLeast(scores: HarmScores, level: HarmLevel): IndicatorKey[] {
  return INDICATOR_KEYS.filter((key) => levelRank(scores[key].level) >= levelRank(level));
}

/** The longest window any indicator looks back over: how many days a reassessment reads. */
export const LOOKBACK_DAYS = Math.max(...INDICATOR_KEYS.map((key) => INDICATORS[key].windowDays));
