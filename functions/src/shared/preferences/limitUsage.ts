import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  type DepositLimitPeriod,
} from './preferences';

export interface LimitUsage {
  /** Gross amount in the window, in cents. */
  total: number;
  /** How much more may be added before the limit is reached, in cents (never negative). */
  remaining: number;
  limitReached: boolean;
}

export type DepositLimitsResult = Record<DepositLimitPeriod, LimitUsage>;

export interface TimedAmount {
  amount: number;
  /** ms since epoch */
  at: number;
}

/** Gross deposits over each rolling window, against the limits in force. */
export function depositLimitUsage(
  deposits: TimedAmount[],
  limits: Record<DepositLimitPeriod, number>,
  now: number,
): DepositLimitsResult {
  const result = {} as DepositLimitsResult;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const since = now - DEPOSIT_LIMIT_WINDOW_MS[period];
    const total = deposits.filter((deposit) => deposit.at > since).reduce((sum, deposit) => sum + deposit.amount, 0);
    const remaining = Math.max(0, limits[period] - total);
    result[period] = { total, remaining, limitReached: remaining <= 0 };
  }
  return result;
}

export const PERIOD_LABELS: Record<DepositLimitPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/**
 * The first period whose remaining allowance `amountCents` exceeds, with the excess: drives the spec's
 * '{Period} Limit exceeded by ${amount over}' on the form and on the server.
 */
export function exceededDepositLimit(
  usage: DepositLimitsResult,
  amountCents: number,
): { period: DepositLimitPeriod; overCents: number } | null {
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const over = amountCents - usage[period].remaining;
    if (over > 0) return { period, overCents: over };
  }
  return null;
}
