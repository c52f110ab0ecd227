import type { CallableSchemas, SameKeys } from '../core/callables';
import type { SupportActionResult } from '../support/types';
import { contestHarmDecisionRequest, getHarmEvaluationRequest, listHarmCasesRequest, reviewHarmCaseRequest } from './schemas';
import type { HarmCaseSummary, HarmEvaluation } from './types';

/** Customer interaction (LCCP SR 3.4.3): the customer contests a hold; the support desk reviews and evaluates. */
export const harmCallables = {
  /** The customer (signed in) asks for a second look at an automated hold. */
  contestHarmDecision: contestHarmDecisionRequest,
  /** Super Admin: lift, keep or tighten a hold, with a written reason (audited). */
  reviewHarmCase: reviewHarmCaseRequest,
  /** Super Admin: customers at medium or strong, and every held customer. */
  listHarmCases: listHarmCasesRequest,
  /** Super Admin: over a range, customers by the level they reached, what was done and whether it fell. */
  getHarmEvaluation: getHarmEvaluationRequest,
} satisfies CallableSchemas;

export interface HarmResponses {
  contestHarmDecision: { success: true };
  reviewHarmCase: SupportActionResult;
  listHarmCases: { cases: HarmCaseSummary[] };
  getHarmEvaluation: HarmEvaluation;
}

export const harmContractIsComplete: SameKeys<keyof typeof harmCallables, keyof HarmResponses> = true;
