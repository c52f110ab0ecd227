import type * as yup from 'yup';
import type { AgreementType } from './constants';
import type { AssignableRole } from './roles';
import {
  addBalanceRequest,
  addUsernameRequest,
  checkDepositLimitsRequest,
  createTrueLayerPaymentRequest,
  createTrueLayerPayoutRequest,
  createUserRequest,
  deleteNotificationRequest,
  fetchTransactionsRequest,
  getWalletSummaryRequest,
  makePayoutRequest,
  reconcileRequest,
  createSessionRequest,
  sessionIdRequest,
  saveUserPreferencesRequest,
  checkBetLimitsRequest,
  checkExclusionRequest,
  initVerifyIdentityRequest,
  checkRegionRequest,
  surveySchema,
  saveUserAgreementRequest,
  signupWithTwitchRequest,
  updateUserRequest,
  validateUsernameRequest,
} from './schemas';
import type { ExclusionStatus } from './exclusionStatus';
import type { LimitUsage } from './limits';
import type { BetLimitKind, Preferences } from './preferences';
import type { DepositLimitsResult, ReconcileReport, RegionStatus, TransactionRow, WalletSummary } from './types';

/**
 * The callable functions: name -> request schema and response type. The functions are exported under these
 * names, the web client calls them through this map, so the compiler catches any drift between the two.
 */
export const callableRequestSchemas = {
  validateUsername: validateUsernameRequest,
  createUser: createUserRequest,
  signupWithTwitch: signupWithTwitchRequest,
  addUsername: addUsernameRequest,
  updateUser: updateUserRequest,
  addBalance: addBalanceRequest,
  checkDepositLimits: checkDepositLimitsRequest,
  createTrueLayerPayment: createTrueLayerPaymentRequest,
  makePayout: makePayoutRequest,
  createTrueLayerPayout: createTrueLayerPayoutRequest,
  getWalletSummary: getWalletSummaryRequest,
  fetchTransactions: fetchTransactionsRequest,
  deleteNotification: deleteNotificationRequest,
  saveUserAgreement: saveUserAgreementRequest,
  reconcile: reconcileRequest,
  createSession: createSessionRequest,
  refreshSession: sessionIdRequest,
  endSession: sessionIdRequest,
  saveUserPreferences: saveUserPreferencesRequest,
  checkBetLimits: checkBetLimitsRequest,
  checkExclusion: checkExclusionRequest,
  initVerifyIdentity: initVerifyIdentityRequest,
  checkRegion: checkRegionRequest,
  submitSurvey: surveySchema,
} satisfies Record<string, yup.AnyObjectSchema>;

export interface CallableResponses {
  /** True when the username is free. */
  validateUsername: boolean;
  createUser: { id: string; username: string; created: boolean };
  /** A custom token to sign in with. */
  signupWithTwitch: { token: string };
  addUsername: { username: string };
  updateUser: { id: string; username: string; roles: AssignableRole[] };
  /** Amounts in cents; nextBonusAvailableAt in ms since epoch (null once the promotion is over). */
  addBalance: { amount: number; balance: number; hasBonus: boolean; bonusCredits: number; nextBonusAvailableAt: number | null };
  checkDepositLimits: DepositLimitsResult;
  /** The hosted payment page to embed; amountPence is what the bank will be asked for. */
  createTrueLayerPayment: { paymentId: string; resourceToken: string; hostedPageUrl: string; amountPence: number; usdToGbp: number };
  makePayout: { payoutId: string; status: 'pending' | 'completed' | 'failed'; amount: number };
  createTrueLayerPayout: { payoutRequestId: string; amountPence: number };
  getWalletSummary: WalletSummary;
  fetchTransactions: { transactions: TransactionRow[] };
  deleteNotification: { deleted: boolean };
  saveUserAgreement: { type: AgreementType; agreed: boolean };
  reconcile: ReconcileReport;
  /** expiresAt in ms since epoch: the reality check shows from then on. */
  createSession: { sessionId: string; expiresAt: number };
  refreshSession: { sessionId: string; expiresAt: number };
  endSession: { ended: true };
  /** The stored preferences after the change, merged over the defaults (limits in cents, dates in ms). */
  saveUserPreferences: { success: true; preferences: Preferences };
  /** Per bet: the limit in force; per match: stakes on the stream over the last 24 hours (cents). */
  checkBetLimits: Record<BetLimitKind, LimitUsage>;
  checkExclusion: ExclusionStatus;
  /** The identity provider's hosted check to embed for this inquiry. */
  initVerifyIdentity: { inquiryId: string; url: string };
  checkRegion: RegionStatus;
  /** When the survey was stored (ms since epoch). */
  submitSurvey: { lastSurvey: number };
}

export type CallableName = keyof typeof callableRequestSchemas;
export type CallableRequest<K extends CallableName> = yup.InferType<(typeof callableRequestSchemas)[K]>;
export type CallableResponse<K extends CallableName> = CallableResponses[K];

// Every callable has a response type and every response type a callable.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const contractIsComplete: Exact<CallableName, keyof CallableResponses> = true;
