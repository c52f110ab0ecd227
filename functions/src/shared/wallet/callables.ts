import type { CallableSchemas, SameKeys } from '../core/callables';
import type { DepositLimitsResult } from '../preferences/limitUsage';
import {
  addBalanceRequest,
  checkDepositLimitsRequest,
  createTrueLayerPaymentRequest,
  createTrueLayerPayoutRequest,
  fetchTransactionsRequest,
  getWalletSummaryRequest,
  makePayoutRequest,
} from './schemas';
import type { TransactionRow, WalletSummary } from './types';
import { historyRequest, type HistoryScope, type MonthlyHistoryRow, type OrderHistoryRow, type PayoutHistoryRow } from './history';

export const walletCallables = {
  addBalance: addBalanceRequest,
  checkDepositLimits: checkDepositLimitsRequest,
  createTrueLayerPayment: createTrueLayerPaymentRequest,
  makePayout: makePayoutRequest,
  createTrueLayerPayout: createTrueLayerPayoutRequest,
  getWalletSummary: getWalletSummaryRequest,
  fetchTransactions: fetchTransactionsRequest,
  getOrderHistory: historyRequest,
  getMonthlyHistory: historyRequest,
  getPayoutHistory: historyRequest,
} satisfies CallableSchemas;

export interface WalletResponses {
  /** Amounts in cents; nextBonusAvailableAt in ms since epoch (null once the promotion is over). */
  addBalance: { amount: number; balance: number; hasBonus: boolean; bonusCredits: number; nextBonusAvailableAt: number | null };
  checkDepositLimits: DepositLimitsResult;
  /** The hosted payment page to embed; amountPence is what the bank will be asked for. */
  createTrueLayerPayment: { paymentId: string; resourceToken: string; hostedPageUrl: string; amountPence: number; usdToGbp: number };
  makePayout: { payoutId: string; status: 'pending' | 'completed' | 'failed'; amount: number };
  createTrueLayerPayout: { payoutRequestId: string; amountPence: number };
  getWalletSummary: WalletSummary;
  fetchTransactions: { transactions: TransactionRow[] };
  /** Newest first, at most HISTORY_MAX_ROWS. */
  getOrderHistory: HistoryScope & { orders: OrderHistoryRow[] };
  /** Newest month first, every month of the scope (empty months as zeros). */
  getMonthlyHistory: HistoryScope & { history: MonthlyHistoryRow[] };
  getPayoutHistory: HistoryScope & { payouts: PayoutHistoryRow[] };
}

export const walletContractIsComplete: SameKeys<keyof typeof walletCallables, keyof WalletResponses> = true;
