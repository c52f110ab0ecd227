import type { Timestamp } from '../core/timestamp';

export interface Account {
  /** Product cash, in cents. */
  balance: number;
  /** Spendable Bonus Credits. */
  credits: number;
  bonus: {
    /** Cash wagered towards unlocking the next Bonus Chest credit, in cents. */
    balance: number;
    /** Locked Bonus Chest credits. */
    credits: number;
  };
  wagers: { total: number; credits: number; cash: number; count: number };
}
/** Ledger entry types from the spec, with the labels the transaction history shows. */
export const LEDGER_TYPE_LABELS = {
  add_balance: 'Deposit',
  admin_adjustment: 'Admin Adjustment',
  battle_earnings: 'Battle Earnings',
  battle_prize: 'Battle Prize',
  bet_completed: 'Bet Won',
  bet_placed: 'Bet Placed',
  bet_tip: 'Tip from Bet',
  challenge_add_cash: 'Challenge Add Cash',
  challenge_placed: 'Challenge Placed',
  challenge_completed: 'Challenge Completed',
  event_add_cash: 'Event Add Cash',
  event_enter: 'Event Entry',
  event_completed: 'Event Completed',
  parlay_completed: 'Kills + Win Challenge Won',
  parlay_placed: 'Kills + Win Placed',
  payout: 'Withdrawal',
  refund: 'Refund',
  system_adjustment: 'System Adjustment',
  bonus_transfer: 'Bonus Credit Transfer',
} as const;
export type LedgerType = keyof typeof LEDGER_TYPE_LABELS;
export interface LedgerReference {
  kind: string;
  id: string;
}
export interface LedgerEntry<T = Timestamp> {
  type: LedgerType;
  timestamp: T;
  /** Change to cash balance, in cents (negative for debits). */
  amount: number;
  /** Change to spendable Bonus Credits. */
  credits: number;
  /** Change to locked Bonus Chest credits. */
  bonusChestCredits: number;
  tipAmount: number;
  fee: number;
  netAmount: number;
  balanceAfter: number;
  creditsAfter: number;
  bonusChestCreditsAfter: number;
  sessionId: string | null;
  streamerName: string | null;
  reason: string | null;
  reference: LedgerReference | null;
  idempotencyKey: string;
}
/**
 * House-side money. Together with user balances it always equals completed deposits minus completed payouts:
 * fees and reserve buckets (house, earnings, prize), payouts requested but not yet paid, stakes held on open
 * wagers, and adjustments (cash an admin or the system added or removed, recorded as a negative here).
 */
export const HOUSE_BUCKETS = ['fees', 'house', 'earnings', 'prize', 'payouts_in_flight', 'wagers_held', 'adjustments'] as const;
export type HouseBucket = (typeof HOUSE_BUCKETS)[number];
export interface HouseEntry<T = Timestamp> {
  bucket: HouseBucket;
  /** Change to the bucket, in cents. */
  amount: number;
  /** The user whose ledger change this balances, or null for a house-only movement. */
  uid: string | null;
  type: LedgerType | 'payout_completed' | 'house_transfer';
  idempotencyKey: string;
  reference: LedgerReference | null;
  timestamp: T;
}
export interface ReconcileDiscrepancy {
  /** A user's account, the global equation, deposits, or one holding bucket against the items it holds. */
  kind: 'user' | 'global' | 'deposits' | 'bucket';
  uid?: string;
  /** For `bucket`: which bucket, the item (document path, or what is missing) and the wager id where there is one. */
  bucket?: HouseBucket;
  item?: string;
  wagerId?: string;
  field: string;
  expected: number;
  actual: number;
}
export interface ReconcileReport {
  ok: boolean;
  checkedUsers: number;
  checkedEntries: number;
  totals: {
    userBalances: number;
    house: Record<HouseBucket, number>;
    completedDeposits: number;
    completedPayouts: number;
  };
  discrepancies: ReconcileDiscrepancy[];
}