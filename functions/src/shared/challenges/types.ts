import type { Timestamp } from '../core/timestamp';
import type { ChallengeStatus, StaticChallengeType } from './constants';

/**
 * streams/{streamId}/challenges/{challengeId} (spec 02 section 3, Challenge). Public read; written only by the
 * challenge callables and the settlement job. Amounts in cents; `totalAmount` counts credits at $5 each.
 */
export interface ChallengeDoc<T = Timestamp> {
  id: string;
  streamId: string;
  /** The streamer (the stream's owner) and their username, who accepts and is paid. */
  streamerId: string;
  streamerName: string;
  challengeType: 'challenge';
  title: string;
  description: string;
  isStatic: boolean;
  staticType: StaticChallengeType | null;
  difficulty: 'custom';
  /** The creator: their uid, username and the name shown (locked to the username when signed in). */
  userId: string;
  username: string;
  challengerName: string;
  /** The creator's stake: cash in cents and credits. */
  basePrice: number;
  credits: number;
  status: ChallengeStatus;
  /** The pot: every contribution's cash, credits and value (cash + credits x $5). */
  totalAmount: number;
  totalCash: number;
  totalCredits: number;
  contributionCount: number;
  /** Free votes (likes). */
  totalVotes: number;
  /** Whoever contributed (for the 'Added' list and the refunds). */
  userIds: string[];
  /** True once the status is final and its money is not yet all paid out or refunded. */
  settlementPending: boolean;
  /** What the streamer was paid on completion (90% of the pot), else 0. */
  streamerPayout: number;
  paidBy: 'balance' | 'credits' | 'paypal';
  sessionId: string | null;
  timestamp: T;
  updatedAt: T;
  /** When the status last changed. */
  statusAt: T | null;
}

/** .../votes/{id}: a like (id = the voter's uid) or a double-down (id = its contribution's). Public read. */
export interface ChallengeVoteDoc<T = Timestamp> {
  username: string;
  /** Cents added (0 for a like). */
  paidAmount: number;
  isDoubleDown: boolean;
  timestamp: T;
}

/** .../contributions/{id}: one stake in the pot, with who paid it; its payer and admins read it. */
export interface ContributionDoc<T = Timestamp> {
  id: string;
  userId: string;
  /** The wager id its ledger keys derive from. */
  wagerId: string;
  cash: number;
  credits: number;
  /** cash + credits x $5. */
  value: number;
  isDoubleDown: boolean;
  anonymous: boolean;
  name: string;
  status: 'held' | 'paid' | 'refunded';
  sessionId: string | null;
  timestamp: T;
}

/** A preset challenge (getStaticChallenges). */
export interface StaticChallenge {
  staticType: StaticChallengeType;
  title: string;
  description: string;
}
