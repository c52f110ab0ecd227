import type { CallableSchemas, SameKeys } from '../core/callables';
import { getLeaderboardRequest, getMonthlyChallengesRequest, getTopChallengersRequest } from './schemas';
import type { Leaderboard, LeaderboardRow, MonthlyChallenge } from './types';

/** The Leaderboards page and the home page's top challengers (visitors and users). */
export const leaderboardCallables = {
  getLeaderboard: getLeaderboardRequest,
  getTopChallengers: getTopChallengersRequest,
  getMonthlyChallenges: getMonthlyChallengesRequest,
} satisfies CallableSchemas;

export interface LeaderboardResponses {
  getLeaderboard: Leaderboard;
  /** Users by challenge money staked (challengeTotal), highest first. */
  getTopChallengers: { period: 'month' | 'all'; month: string | null; challengers: LeaderboardRow[] };
  /** The month's challenges, newest first. */
  getMonthlyChallenges: { month: string; challenges: MonthlyChallenge[] };
}

export const leaderboardContractIsComplete: SameKeys<keyof typeof leaderboardCallables, keyof LeaderboardResponses> = true;
