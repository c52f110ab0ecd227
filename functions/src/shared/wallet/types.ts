import type { Timestamp } from '../core/timestamp';
import type { LedgerEntry } from '../ledger/types';

export interface BankProvider {
  accountHolderName: string;
  /** Masked account identifier, for display. */
  accountLabel: string;
  /** Opaque reference the bank provider gives for paying back to the same account. */
  beneficiaryReference: string;
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