import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { challengeRef, contributionRef, placedContribution, voteRef } from '../challenges/challengeStore';
import { entryRef, eventRef, eventVoteRef, placedEntry } from '../events/eventStore';
import { isOpen } from '../shared/challenges/status';
import type { ChallengeDoc, ContributionDoc } from '../shared/challenges/types';
import { takesVotesAndMoney } from '../shared/events/status';
import type { EventDoc, EventEntryDoc } from '../shared/events/types';
import { supportMessages } from '../shared/support/messages';
import type { RefundableKind, RefundRequest } from './refundItems';

/**
 * The money held in a pot that an admin may refund while the pot is open (README, decisions): a challenge's
 * contribution (the creator's stake or a double-down) while the challenge is new or accepted, and an event's entry
 * or Add Money while the event has not ended. The money goes back through the wager path keyed by the payment's
 * wager id, as when the challenge fails or the event is cancelled; the pot shrinks by what was refunded, so the
 * total shown and what a completion pays out count only money still held. A refunded entrant leaves the event.
 */
const refuse = (message: string): never => {
  throw new HttpsError('failed-precondition', message);
};

/** A payment no longer held: refunded already, or paid in to the house. */
const refuseNotHeld = (status: string): never => refuse(status === 'refunded' ? supportMessages.refundAlreadyRefunded : supportMessages.refundSettled);

function streamOf(request: RefundRequest): string {
  if (request.streamId === undefined) throw new HttpsError('invalid-argument', supportMessages.refundItemNotFound);
  return request.streamId;
}

export const challengeContribution: RefundableKind = {
  ref: (request) => contributionRef(streamOf(request), request.parentId, request.itemId),
  ownerOf: (data) => (data as unknown as ContributionDoc).userId,
  reads: (request) => [challengeRef(streamOf(request), request.parentId)],
  open: (request, snap, read) => {
    const streamId = streamOf(request);
    const challengeId = request.parentId;
    const contribution = snap.data() as ContributionDoc;
    if (contribution.status !== 'held') refuseNotHeld(contribution.status);
    const challenge = read.get(challengeRef(streamId, challengeId).path)?.data() as ChallengeDoc | undefined;
    // Once the challenge is final its money belongs to the settlement (paid to the streamer, or refunded to all).
    if (!challenge || !isOpen(challenge.status)) return refuse(supportMessages.refundChallengeClosed);
    return {
      wager: placedContribution(streamId, challengeId, contribution, challenge.streamerName),
      variables: { challengeId, streamId, title: challenge.title, streamer: challenge.streamerName },
      markRefunded: (tx) => {
        tx.update(snap.ref, { status: 'refunded' });
        tx.update(challengeRef(streamId, challengeId), {
          totalAmount: FieldValue.increment(-contribution.value),
          totalCash: FieldValue.increment(-contribution.cash),
          totalCredits: FieldValue.increment(-contribution.credits),
          contributionCount: FieldValue.increment(-1),
          updatedAt: FieldValue.serverTimestamp(),
        });
        // Its 'Added' line goes with it (the line shares the contribution's id), so the lines add up to the pot.
        tx.delete(voteRef(streamId, challengeId, request.itemId));
      },
    };
  },
};

export const eventEntry: RefundableKind = {
  ref: ({ parentId, itemId }) => entryRef(parentId, itemId),
  ownerOf: (data) => (data as unknown as EventEntryDoc).userId,
  reads: ({ parentId }) => [eventRef(parentId)],
  open: ({ parentId: eventId, itemId }, snap, read) => {
    const entry = snap.data() as EventEntryDoc;
    if (entry.status !== 'held') refuseNotHeld(entry.status);
    const event = read.get(eventRef(eventId).path)?.data() as EventDoc | undefined;
    // Once results are pending the pot is what the winners share; cancelled or deleted events refund everyone.
    if (!event || !takesVotesAndMoney(event.status)) return refuse(supportMessages.refundEventClosed);
    const entrant = entry.isDoubleDown ? undefined : event.users.find((user) => user.entryId === itemId);
    return {
      wager: placedEntry(eventId, entry),
      variables: { eventId, title: event.title },
      markRefunded: (tx) => {
        tx.update(snap.ref, { status: 'refunded' });
        tx.update(eventRef(eventId), {
          totalAmount: FieldValue.increment(-entry.value),
          // A refunded entry takes its entrant out of the event, as dropping out does.
          ...(entrant ? { users: event.users.filter((user) => user.entryId !== itemId), userIds: FieldValue.arrayRemove(entrant.id) } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        });
        if (entry.isDoubleDown) tx.delete(eventVoteRef(eventId, itemId));
      },
    };
  },
};
