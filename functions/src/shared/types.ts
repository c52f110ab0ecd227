/** Firestore document shapes shared by the functions and the web app. Money is always integer cents. */
import type { AssignableRole } from './roles';

export type Timestamp = { toMillis(): number; toDate(): Date };

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

export interface UserFeatures {
  betting: boolean;
  bets: { enabled: boolean };
  challenges: { enabled: boolean; custom: boolean };
}

export type SignInMethod = 'google' | 'twitch' | 'email';

export interface UserDoc<T = Timestamp> {
  id: string;
  username: string;
  usernameLower: string;
  email: string;
  image: string | null;
  isVerified: boolean;
  isNew: boolean;
  isAdmin: boolean;
  superAdmin: boolean;
  roles: Array<'user' | AssignableRole>;
  features: UserFeatures;
  account: Account;
  signInMethod: SignInMethod;
  referredBy: string | null;
  timestamp: T;
  lastLoggedIn?: T;
  lastOnline?: T;
  lastNotificationRead?: T;
}

export interface UsernameReservation<T = Timestamp> {
  uid: string;
  username: string;
  timestamp: T;
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

export const NOTIFICATION_TYPES = [
  'battle_bet_placed',
  'battle_bet_won',
  'battle_earnings',
  'battle_prize',
  'battle_rescheduled',
  'bonus_credit_transfer',
  'bonus_credits_added',
  'challenge_bet_won',
  'challenge_completed',
  'challenge_received',
  'challenge_rejected',
  'challenge_failed',
  'deposit',
  'inquiry_completed',
  'payout',
  'prop_bet_won',
  'prop_bet_placed',
  'refund',
  'stream_live',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationDoc<T = Timestamp> {
  type: NotificationType;
  timestamp: T;
  variables: Record<string, unknown>;
}
