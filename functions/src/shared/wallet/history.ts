import * as yup from 'yup';
import { fields } from '../core/fields';
import type { PaymentGateway } from './types';

/** History callables look back this many months by default, and at most HISTORY_MAX_MONTHS. */
export const HISTORY_DEFAULT_MONTHS = 12;
export const HISTORY_MAX_MONTHS = 18;
/** The most orders or payouts one history call returns (newest first). */
export const HISTORY_MAX_ROWS = 500;

export const historyMessages = {
  months: `Choose from 1 to ${HISTORY_MAX_MONTHS} months of history`,
} as const;

/**
 * getOrderHistory, getMonthlyHistory and getPayoutHistory: the caller's own history, or (Admin and Super Admin)
 * the user `userId`'s, over the current UTC month and the months before it (`months` in all).
 */
export const historyRequest = yup
  .object({
    userId: fields.id().optional(),
    months: yup
      .number()
      .typeError(historyMessages.months)
      .integer(historyMessages.months)
      .min(1, historyMessages.months)
      .max(HISTORY_MAX_MONTHS, historyMessages.months)
      .optional(),
  })
  .noUnknown();

/** `YYYY-MM` of the month `back` months before the one holding `now` (UTC), and when it starts and ends (ms). */
export function monthAt(now: number, back: number): { month: string; startMs: number; endMs: number } {
  const date = new Date(now);
  const startMs = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
  const start = new Date(startMs);
  return { month: start.toISOString().slice(0, 7), startMs, endMs: Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) };
}

/** One month of a user's money, in cents: deposits, wagers (cash, Bonus Credits, both at cash value), winnings. */
export interface MonthlyHistoryRow {
  month: string;
  deposits: { count: number; total: number };
  wagers: { count: number; cash: number; credits: number; total: number };
  winnings: { count: number; total: number };
  /** Winnings less wagers' total. */
  net: number;
}

export interface OrderHistoryRow {
  id: string;
  gateway: PaymentGateway;
  status: 'pending' | 'completed' | 'failed';
  amount: number;
  bonusCredits: number;
  createdAt: number;
  completedAt: number | null;
  failureReason: string | null;
}

export interface PayoutHistoryRow {
  id: string;
  gateway: PaymentGateway;
  status: 'pending' | 'completed' | 'failed';
  amount: number;
  createdAt: number;
  updatedAt: number;
  failureReason: string | null;
}

/** What every history answer says about itself: whose, and from which month (`YYYY-MM`, inclusive) to now. */
export interface HistoryScope {
  userId: string;
  months: number;
  from: string;
}
