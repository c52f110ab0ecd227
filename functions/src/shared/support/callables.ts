import type { CallableSchemas, SameKeys } from '../core/callables';
import {
  adjustUserBalanceRequest,
  allowIdentityRetryRequest,
  findUsersRequest,
  getUserSupportViewRequest,
  grantUserBonusCreditsRequest,
  liftSelfExclusionRequest,
  refundUserRequest,
  setBettingEligibilityRequest,
  setUserExclusionRequest,
} from './schemas';
import type { RefundResult, SupportActionResult, SupportUserSummary, SupportUserView } from './types';

/** The support desk on /admin/users (Super Admin only). */
export const supportCallables = {
  liftSelfExclusion: liftSelfExclusionRequest,
  setUserExclusion: setUserExclusionRequest,
  setBettingEligibility: setBettingEligibilityRequest,
  allowIdentityRetry: allowIdentityRetryRequest,
  grantUserBonusCredits: grantUserBonusCreditsRequest,
  adjustUserBalance: adjustUserBalanceRequest,
  findUsers: findUsersRequest,
  getUserSupportView: getUserSupportViewRequest,
  /** Admin and Super Admin: refunds one open bet or Kills + Win. */
  refundUser: refundUserRequest,
} satisfies CallableSchemas;

export interface SupportResponses {
  liftSelfExclusion: SupportActionResult;
  setUserExclusion: SupportActionResult;
  setBettingEligibility: SupportActionResult;
  allowIdentityRetry: SupportActionResult;
  grantUserBonusCredits: SupportActionResult;
  adjustUserBalance: SupportActionResult;
  /** Users whose username or email starts with the query (or whose id is the query), at most 20. */
  findUsers: { users: SupportUserSummary[] };
  getUserSupportView: SupportUserView;
  refundUser: RefundResult;
}

export const supportContractIsComplete: SameKeys<keyof typeof supportCallables, keyof SupportResponses> = true;
