import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { eventPaths } from '../shared/events/firestorePaths';
import { eventMessages } from '../shared/events/messages';
import type { EventState } from '../shared/events/status';
import type { EventDoc, EventEntryDoc } from '../shared/events/types';
import type { PlacedStake } from '../wagers/settleWager';

export const eventRef = (eventId: string) => db.doc(eventPaths.event(eventId));
export const entryRef = (eventId: string, entryId: string) => db.doc(eventPaths.entry(eventId, entryId));
export const eventVoteRef = (eventId: string, voteId: string) => db.doc(eventPaths.vote(eventId, voteId));

/** One entry per user and request: a user who drops out and enters again pays a new entry. */
export const entryIdOf = (uid: string, requestId: string) => `${uid}_${requestId}`;
export const entryWagerId = (eventId: string, entryId: string) => `event_${eventId}_${entryId}`;
export const winnerPayoutKey = (eventId: string, uid: string) => `event_${eventId}_winner_${uid}`;
export const eventReference = (eventId: string) => ({ kind: 'event', id: eventId });
/** Entries of one event count together towards the user's match limit. */
export const eventMatchKey = (eventId: string) => `event_${eventId}`;

export function eventIn(snap: DocumentSnapshot | undefined): EventDoc {
  if (!snap?.exists) throw new HttpsError('not-found', eventMessages.notFound);
  return snap.data() as EventDoc;
}

export function stateOf(event: EventDoc): EventState {
  return {
    status: event.status,
    type: event.type,
    manual: event.manual,
    baseType: event.baseType,
    baseAmount: event.baseAmount,
    baseStartTimeMs: event.baseStartTime?.toMillis() ?? null,
    startedAtMs: event.startedAt?.toMillis() ?? null,
    endsAtMs: event.endsAt?.toMillis() ?? null,
    hasWinners: event.winners.length > 0,
  };
}

/** An admin manages every event; a streamer manages the events they created on their own stream. */
export function assertMayManage(event: EventDoc, uid: string, isAdmin: boolean): void {
  if (isAdmin) return;
  if (event.kind === 'streamer' && event.ownerId === uid) return;
  throw new HttpsError('permission-denied', eventMessages.notYours);
}

export function placedEntry(eventId: string, entry: EventEntryDoc<unknown>): PlacedStake {
  return {
    uid: entry.userId,
    wagerId: entry.wagerId,
    stake: { cash: entry.cash, credits: entry.credits },
    reference: eventReference(eventId),
    matchKey: eventMatchKey(eventId),
    sessionId: entry.sessionId,
  };
}
