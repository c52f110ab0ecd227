/** Firestore document shapes shared by the functions and the web app. Money is always integer cents. */
import type { AgreementType } from './constants';
import type { DepositLimitsResult } from './limits';
import type { Preferences } from './preferences';
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
  /** When the last deposit bonus was earned (drives nextBonusAvailableAt). */
  lastBonusAt?: T;
  firstDepositAt?: T;
  /** Payer email of the last PayPal deposit: PayPal payouts are offered once it is known. */
  paypalEmail?: string;
  /** Bank account used for an Instant Bank Transfer deposit: bank payouts go back to it. */
  providers?: { truelayer?: BankProvider };
  agreements?: Partial<Record<AgreementType, { agreed: boolean; updatedAt: T }>>;
  preferences?: Partial<Preferences>;
  /** Set by support; 'Yes' blocks gambling whatever the preferences say. */
  exclusion?: 'Yes' | 'No';
  /** The latest identity inquiry (server-written); isVerified turns true only on an approved one. */
  verification?: IdentityVerification<T>;
  /** When the user last answered the survey (server-written). */
  lastSurvey?: T;
}

/** The identity provider's inquiry statuses (spec 01 section 3). */
export type VerificationStatus = 'started' | 'completed' | 'approved' | 'denied';

export interface IdentityVerification<T = Timestamp> {
  inquiryId: string;
  status: VerificationStatus;
  updatedAt: T;
  /** Why a finished inquiry did not verify, for the /identity page ('under18', 'declined', 'region'). */
  reason?: string;
}

/** checkRegion: blocked when the geoblock flag is on and the caller's country or state is blacklisted. */
export interface RegionStatus {
  blocked: boolean;
  country: string | null;
  state: string | null;
}

/** users/{uid}/surveys/{id}: one answered survey (server-written). */
export interface SurveyDoc<T = Timestamp> {
  score: number;
  comment: string;
  createdAt: T;
}

export interface BankProvider {
  accountHolderName: string;
  /** Masked account identifier, for display. */
  accountLabel: string;
  /** Opaque reference the bank provider gives for paying back to the same account. */
  beneficiaryReference: string;
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

export type PaymentGateway = 'paypal' | 'truelayer';

/** A deposit through a payment provider: orders/{gateway}_{providerId}. Its existence means the id was used. */
export interface OrderDoc<T = Timestamp> {
  userId: string;
  gateway: PaymentGateway;
  providerId: string;
  status: 'pending' | 'completed' | 'failed';
  /** Credited to the balance, in USD cents. */
  amount: number;
  /** What the provider charged, in its currency's minor units. */
  providerAmount: { value: number; currency: 'USD' | 'GBP' };
  requestId: string;
  sessionId: string | null;
  bonusCredits: number;
  createdAt: T;
  completedAt: T | null;
  failureReason: string | null;
  /** Set when a bank payment settled after a deposit limit had been reached: the money is credited regardless. */
  limitExceeded?: string;
}

/** A withdrawal: payouts/{uid}_{requestId}. The balance was debited when it was created. */
export interface PayoutDoc<T = Timestamp> {
  userId: string;
  gateway: PaymentGateway;
  status: 'pending' | 'completed' | 'failed';
  /** Debited from the balance, in USD cents. */
  amount: number;
  providerAmount: { value: number; currency: 'USD' | 'GBP' };
  providerId: string | null;
  email: string | null;
  requestId: string;
  sessionId: string | null;
  createdAt: T;
  updatedAt: T;
  failureReason: string | null;
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
  kind: 'user' | 'global' | 'deposits';
  uid?: string;
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

export interface WalletSummary {
  /** Completed deposits, in cents. */
  deposits: number;
  /** Payouts requested and not failed, in cents. */
  withdrawals: number;
  netDeposits: number;
  /** Payout methods open to the user: the providers they deposited with. */
  payoutMethods: PaymentGateway[];
  paypalEmail: string | null;
  bankAccountLabel: string | null;
  usdToGbp: number;
}

/** A ledger entry as fetchTransactions returns it (timestamp in ms). */
export type TransactionRow = LedgerEntry<number> & { id: string };

export type { DepositLimitsResult };

/** Where an IP address was located (IP geolocation cannot give a street; it is then empty). */
export interface GeoLocation {
  ip: string;
  city: string;
  street: string;
  postalCode: string;
  state: string;
  /** ISO 3166-1 alpha-2 country code, e.g. GB. */
  country: string;
}

/**
 * A login session: sessions/{id}. Created at sign-in, it expires `sessionDuration` reality-check hours after
 * `createdAt` (the reality check then asks whether to continue); refreshing moves createdAt and expiresAt on,
 * `startedAt` stays the sign-in time. At most one session per user is active.
 */
export interface SessionDoc<T = Timestamp> {
  userId: string;
  isActive: boolean;
  startedAt: T;
  createdAt: T;
  expiresAt: T;
  /** The reality-check interval in hours (1, 2 or 4). */
  sessionDuration: number;
  ip: string | null;
  location: GeoLocation | null;
  /** Why the IP lookup failed after its retries, or null. */
  lookupError: string | null;
  endedAt: T | null;
}
