import type { CallableSchemas, SameKeys } from '../core/callables';
import type { ChallengeStatus } from './constants';
import { createChallengeRequest, createDoubleDownRequest, createVoteRequest, getStaticChallengesRequest, updateChallengeRequest } from './schemas';
import type { StaticChallenge } from './types';

/** Challenges, votes and double-downs (spec 02 section 7; DECISIONS.md "Challenges, votes and double-downs"). */
export const challengeCallables = {
  createChallenge: createChallengeRequest,
  updateChallenge: updateChallengeRequest,
  getStaticChallenges: getStaticChallengesRequest,
  createVote: createVoteRequest,
  createDoubleDown: createDoubleDownRequest,
} satisfies CallableSchemas;

export interface ChallengeResponses {
  /** The pot's value in cents (cash + credits x $5) and the caller's cash balance after paying. */
  createChallenge: { challengeId: string; amount: number; balanceAfter: number };
  updateChallenge: { challengeId: string; status: ChallengeStatus; title: string; description: string };
  getStaticChallenges: { challenges: StaticChallenge[] };
  /** The request's target ids (`streamId` and `challengeId`, or `eventId`) echoed back. */
  createVote: { challengeId?: string; eventId?: string; totalVotes: number };
  createDoubleDown: { challengeId?: string; eventId?: string; contributionId: string; amount: number; totalAmount: number; balanceAfter: number };
}

export const challengeContractIsComplete: SameKeys<keyof typeof challengeCallables, keyof ChallengeResponses> = true;
