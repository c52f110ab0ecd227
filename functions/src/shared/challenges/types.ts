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
  /** The creator and every payer who added money under their name; anonymous payers are left out (the document is public). */
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
  /**
   * When the clock reaches zero (spec's endTime): sent, 30 minutes to answer; accepted, 60 minutes to complete;
   * null once ended. Missing on challenges sent before end times existed (no clock until accepted).
   */
  endTime?: T | null;
  /** True when the clock, not the streamer, ended it (declined unanswered, or failed unfinished). */
  timedOut?: boolean;
}

/** .../votes/{id}: a like (id = the voter's uid) or a double-down (id = its contribution's). Public read. */
export interface ChallengeVoteDoc<T = Timestamp> {
  username: string;
  /** Cents added (0 for a like). */
  paidAmount: number;
  isDoubleDown: boolean;
  timestamp: T;
}

/** One payment held in a pot: a challenge's contribution, or an event's entry or Add Money. Its payer and admins read it. */
export interface PotPaymentDoc<T = Timestamp> {
  id: string;
  userId: string;
  /** The wager id its ledger keys derive from. */
  wagerId: string;
  cash: number;
  credits: number;
  /** cash + credits x $5: what it added to the pot. */
  value: number;
  /** True for money added to an open pot (a double-down, Add Money). */
  isDoubleDown: boolean;
  status: 'held' | 'paid' | 'refunded';
  sessionId: string | null;
  timestamp: T;
}

/** .../contributions/{id}: one stake in the challenge's pot, with the name it shows under. */
export interface ContributionDoc<T = Timestamp> extends PotPaymentDoc<T> {
  anonymous: boolean;
  name: string;
}

/** A preset challenge (getStaticChallenges). */
export interface StaticChallenge {
  staticType: StaticChallengeType;
  title: string;
  description: string;
}
