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

export const walletCallables = {
  addBalance: addBalanceRequest,
  checkDepositLimits: checkDepositLimitsRequest,
  createTrueLayerPayment: createTrueLayerPaymentRequest,
  makePayout: makePayoutRequest,
  createTrueLayerPayout: createTrueLayerPayoutRequest,
  getWalletSummary: getWalletSummaryRequest,
  fetchTransactions: fetchTransactionsRequest,
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
}

export const walletContractIsComplete: SameKeys<keyof typeof walletCallables, keyof WalletResponses> = true;
