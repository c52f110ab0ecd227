import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { challengeMessages } from '../shared/challenges/messages';
import { doubleDownPaypalCustomId } from '../shared/challenges/firestorePaths';
import { isOpen, mayVote } from '../shared/challenges/status';
import type { ChallengeVoteDoc, ContributionDoc, PotPaymentDoc } from '../shared/challenges/types';
import { eventDoubleDownPaypalCustomId } from '../shared/events/firestorePaths';
import { startDue, takesVotesAndMoney } from '../shared/events/status';
import type { EventEntryDoc } from '../shared/events/types';
import type { LedgerReference } from '../shared/ledger/types';
import type { Stake } from '../shared/wagers/types';
import { entryRef, entryWagerId, eventIn, eventMatchKey, eventRef, eventReference, eventVoteRef, stateOf } from '../events/eventStore';
import { startEvent } from '../events/settleEvent';
import { challengeIn, challengeMatchKey, challengeRef, challengeWagerId, contributionRef, ledgerReference, voteRef } from './challengeStore';

/** A double-down as both targets record it: who paid what, under which name. */
export interface AddedMoney {
  id: string;
  uid: string;
  wagerId: string;
  stake: Stake;
  /** cash + credits x $5. */
  amount: number;
  anonymous: boolean;
  /** The payer's username, or 'Anonymous'. */
  name: string;
  sessionId: string | null;
}

/** What createVote and createDoubleDown need of the pot they add to. */
interface PotState {
  totalVotes: number;
  totalAmount: number;
  /** The streamer a challenge's money is on (its ledger entries name them); null for an event. */
  streamerName: string | null;
}

/**
 * A pot viewers vote on and add money to: a challenge or an event (DECISIONS.md "Challenges, votes and
 * double-downs"). createVote and createDoubleDown run one code path over either; this is where they differ.
 */
export interface PotTarget {
  ref: DocumentReference;
  /** The ids the callables answer with. */
  ids: { challengeId: string } | { eventId: string };
  ledgerType: 'challenge_add_cash' | 'event_add_cash';
  reference: LedgerReference;
  /** Stake limits count a pot's money together (a challenge; an event's entries and double-downs). */
  matchKey: string;
  wagerIdOf(contributionId: string): string;
  paypalCustomId(uid: string, requestId: string): string;
  voteRef(voteId: string): DocumentReference;
  /** The pot, checked as open for votes; throws the target's refusal. */
  readForVote(snap: DocumentSnapshot | undefined): PotState;
  /** The pot, checked as open for money from `uid`; throws the target's refusal. */
  readForMoney(snap: DocumentSnapshot | undefined, uid: string): PotState;
  alreadyVoted: string;
  /** Records the money in the pot (after the transaction's reads). */
  recordMoney(tx: Transaction, snap: DocumentSnapshot, added: AddedMoney, now: FieldValue): void;
}

/** The double-down as either pot records it, held until the pot is settled. */
function heldDoubleDown(added: AddedMoney, now: FieldValue): PotPaymentDoc<FieldValue> {
  return {
    id: added.id,
    userId: added.uid,
    wagerId: added.wagerId,
    cash: added.stake.cash,
    credits: added.stake.credits,
    value: added.amount,
    isDoubleDown: true,
    status: 'held',
    sessionId: added.sessionId,
    timestamp: now,
  };
}

function challengeTarget(streamId: string, challengeId: string): PotTarget {
  const ref = challengeRef(streamId, challengeId);
  return {
    ref,
    ids: { challengeId },
    ledgerType: 'challenge_add_cash',
    reference: ledgerReference(streamId, challengeId),
    matchKey: challengeMatchKey(challengeId),
    wagerIdOf: (contributionId) => challengeWagerId(streamId, challengeId, contributionId),
    paypalCustomId: (uid, requestId) => doubleDownPaypalCustomId(uid, streamId, challengeId, requestId),
    voteRef: (voteId) => voteRef(streamId, challengeId, voteId),
    readForVote: (snap) => {
      const challenge = challengeIn(snap);
      if (!mayVote(challenge.status)) throw new HttpsError('failed-precondition', challengeMessages.votingClosed);
      return challenge;
    },
    readForMoney: (snap, uid) => {
      const challenge = challengeIn(snap);
      if (!isOpen(challenge.status)) throw new HttpsError('failed-precondition', challengeMessages.notOpen);
      if (challenge.streamerId === uid) throw new HttpsError('failed-precondition', challengeMessages.ownStream);
      return challenge;
    },
    alreadyVoted: challengeMessages.alreadyVoted,
    recordMoney: (tx, _snap, added, now) => {
      const contribution: ContributionDoc<FieldValue> = { ...heldDoubleDown(added, now), anonymous: added.anonymous, name: added.name };
      tx.create(contributionRef(streamId, challengeId, added.id), contribution);
      tx.update(ref, {
        totalAmount: FieldValue.increment(added.amount),
        totalCash: FieldValue.increment(added.stake.cash),
        totalCredits: FieldValue.increment(added.stake.credits),
        contributionCount: FieldValue.increment(1),
        // The challenge is public: an anonymous payer is never named in it, not even by uid.
        ...(added.anonymous ? {} : { userIds: FieldValue.arrayUnion(added.uid) }),
        updatedAt: now,
      });
    },
  };
}

function eventTarget(eventId: string): PotTarget {
  const ref = eventRef(eventId);
  return {
    ref,
    ids: { eventId },
    ledgerType: 'event_add_cash',
    reference: eventReference(eventId),
    matchKey: eventMatchKey(eventId),
    wagerIdOf: (contributionId) => entryWagerId(eventId, contributionId),
    paypalCustomId: (uid, requestId) => eventDoubleDownPaypalCustomId(uid, eventId, requestId),
    voteRef: (voteId) => eventVoteRef(eventId, voteId),
    readForVote: (snap) => {
      const event = eventIn(snap);
      if (!takesVotesAndMoney(event.status)) throw new HttpsError('failed-precondition', challengeMessages.eventVotingClosed);
      return { ...event, streamerName: null };
    },
    readForMoney: (snap) => {
      const event = eventIn(snap);
      if (!takesVotesAndMoney(event.status)) throw new HttpsError('failed-precondition', challengeMessages.eventNotOpen);
      return { ...event, streamerName: null };
    },
    alreadyVoted: challengeMessages.alreadyVotedEvent,
    recordMoney: (tx, snap, added, now) => {
      const event = eventIn(snap);
      const entry: EventEntryDoc<FieldValue> = heldDoubleDown(added, now);
      const totalAmount = event.totalAmount + added.amount;
      tx.create(entryRef(eventId, added.id), entry);
      tx.update(ref, { totalAmount, updatedAt: now });
      // A goal event starts when its pot reaches the goal, whichever money gets it there.
      if (startDue(stateOf(event), totalAmount, Date.now())) startEvent(tx, event, Date.now());
    },
  };
}

/** The target a createVote or createDoubleDown request names (its schema guarantees exactly one). */
export function potTargetOf(request: { streamId?: string; challengeId?: string; eventId?: string }): PotTarget {
  if (request.eventId !== undefined) return eventTarget(request.eventId);
  if (request.streamId === undefined || request.challengeId === undefined) throw new HttpsError('invalid-argument', challengeMessages.targetRequired);
  return challengeTarget(request.streamId, request.challengeId);
}

/** The vote line a like or a double-down adds to the target's Liked / Added lists. */
export function voteLine(username: string, paidAmount: number, now: FieldValue): ChallengeVoteDoc<FieldValue> {
  return { username, paidAmount, isDoubleDown: paidAmount > 0, timestamp: now };
}
