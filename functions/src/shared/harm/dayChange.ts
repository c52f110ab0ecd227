import { BASELINE_FLOOR_CENTS, INDICATORS, type HarmDay } from './indicators';

type Counter = Exclude<keyof HarmDay, 'day'>;

/** What each indicator reads from a day, as the indicators measure it (night activity only as "any that day"). */
const READ: Record<Counter, (day: Partial<HarmDay>) => number> = {
  deposits: (day) => day.deposits ?? 0,
  emptyDeposits: (day) => day.emptyDeposits ?? 0,
  nightActivity: (day) => ((day.nightActivity ?? 0) > 0 ? 1 : 0),
  declinedDeposits: (day) => day.declinedDeposits ?? 0,
  limitRaises: (day) => day.limitRaises ?? 0,
  realityContinues: (day) => day.realityContinues ?? 0,
};
const COUNTERS = Object.keys(READ) as Counter[];

/**
 * The least a day's deposits must reach before "deposits far above usual" can reach even low: the lowest threshold
 * times the least baseline, whatever the customer's earlier days were.
 */
export const SPIKE_FLOOR_CENTS = INDICATORS.depositSpike.thresholds.low * BASELINE_FLOOR_CENTS;

/**
 * Whether a write to the customer's day `day` could have changed any indicator's level as assessed on `today`, so
 * the day's trigger reassesses only then. False when no counter an indicator reads changed (a repeated night-time
 * mark, a field no indicator reads), and when today's deposits grew but stay under SPIKE_FLOOR_CENTS with nothing
 * else changed: today's baseline comes from earlier days only, so those deposits cannot reach any threshold. A
 * measure that moved without crossing a threshold is refreshed by the next scheduled pass.
 */
export function dayChangeMayMoveLevel(before: Partial<HarmDay> | null, after: Partial<HarmDay> | null, day: string, today: string): boolean {
  if (!after) return false;
  const changed = COUNTERS.filter((counter) => READ[counter](before ?? {}) !== READ[counter](after));
  if (changed.length === 0) return false;
  const depositsOnly = changed.length === 1 && changed[0] === 'deposits';
  const grew = READ.deposits(after) > READ.deposits(before ?? {});
  return !(depositsOnly && grew && day === today && READ.deposits(after) < SPIKE_FLOOR_CENTS);
}
