import type { RefundKind } from '../support/types';

/** Figures of one kind of item over a range, in cents: items placed, their stakes, what was paid out on them. */
export interface ItemFigures {
  count: number;
  total: number;
  paid: number;
}

export interface WagerFigures {
  /** Stakes: cash plus Bonus Credits at their cash value, in cents. */
  total: number;
  credits: number;
  cash: number;
  count: number;
}

export interface ReserveFigures {
  house: number;
  earnings: number;
  prize: number;
}

export interface RevenueFigures {
  revenue: number;
  reserve: number;
  profit: number;
  /** Revenue and profit as a share of the wagers' total, in basis points (1% = 100); 0 with no wagers. */
  margin: { gross: number; net: number };
}

/** One day of the range, for the Summary chart. */
export interface SummaryDay {
  day: string;
  wagers: number;
  deposits: number;
  revenue: number;
}

/** Admin Summary over a range of UTC days (see README, "Admin Summary figures"). */
export interface AdminSummaryStats {
  start: string;
  end: string;
  challenges: ItemFigures;
  events: ItemFigures;
  parlays: ItemFigures;
  bets: ItemFigures;
  accounts: { count: number; total: number };
  activeCount: number;
  newCount: number;
  wagers: WagerFigures;
  reserve: ReserveFigures;
  revenue: RevenueFigures;
  days: SummaryDay[];
}

export interface TotalRevenue {
  /** Everything the fees, house and earnings buckets hold, in cents. */
  revenue: number;
  /** Everything the house, earnings and prize buckets hold, in cents. */
  reserve: number;
}

export interface MigrationRun {
  id: string;
  version: number;
  description: string;
  changed: number;
  done: boolean;
  messages: string[];
}

/** One stream's stream bets and Kills + Win over a range, in cents: items placed, stakes, paid out. */
export interface TopStreamRow {
  streamId: string;
  /** The stream's username when the money moved (null when no entry recorded one). */
  streamerName: string | null;
  count: number;
  total: number;
  paid: number;
}

/** The streams with the most staked over a range, most first (at most TOP_STREAMS_LIMIT). */
export interface TopStreamExport {
  start: string;
  end: string;
  streams: TopStreamRow[];
}

/** The products a user's activity is split by on the support desk. */
export const ACTIVITY_TYPES = ['battleBets', 'streamBets', 'parlays', 'challenges', 'events', 'deposits', 'withdrawals'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * One product's money for one user, in cents, from their ledger (see README, "User activity"): stakes placed and
 * what they cost (cash with fees, plus Bonus Credits at cash value), winnings, tips and donations received as a
 * streamer, and the net (everything received and refunded less what was paid). Deposits and withdrawals count the
 * money moved as paid, and their net is what it added to (or took from) the balance.
 */
export interface UserActivityRow {
  type: ActivityType;
  count: number;
  paidAmount: number;
  wonAmount: number;
  tipAmount: number;
  donatedAmount: number;
  netAmount: number;
}

/** An order (one ledger entry) as the admin orders list shows it; amount is the cash change in cents. */
export interface OrderItem {
  id: string;
  type: string;
  username: string;
  /** Epoch milliseconds. */
  timestamp: number;
  amount: number;
  credits: number;
  streamerName: string | null;
  competitor: { name: string } | null;
  userId: string;
  /** For a stake whose item still holds it (an open bet, a held pot payment): what refundUser names, else null. */
  refund: RefundableOrder | null;
  /** A stake whose item was refunded (the list says Refunded where the Refund was). */
  refunded: boolean;
}

/** An open item as refundUser names it (a challenge contribution also names its stream). */
export interface RefundableOrder {
  kind: RefundKind;
  parentId: string;
  itemId: string;
  streamId?: string;
}

/** Accounts over a range of UTC days: created, of those verified, wagering, and excluded now. */
export interface AdminUserStats {
  start: string;
  end: string;
  newCount: number;
  verifiedCount: number;
  activeCount: number;
  /** Accounts whose support exclusion is on today (not limited to the range). */
  excludedCount: number;
  days: Array<{ day: string; activeCount: number }>;
}

/** Challenges sent in a range of UTC days, by status: how many, their pots and what their streamers were paid, in cents. */
export interface AdminChallengeStats {
  start: string;
  end: string;
  byStatus: Array<{ status: string; count: number; total: number; paid: number }>;
}
