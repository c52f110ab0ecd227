import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { hasAnyRole } from '../shared/core/roles';
import { EVENT_COLLECTIONS } from '../shared/events/firestorePaths';
import { eventMessages } from '../shared/events/messages';
import type { EventDoc } from '../shared/events/types';
import { streamRef } from '../streams/streamStore';
import { callerUid } from '../battles/battleAccess';
import { eventFields } from './eventFields';

/**
 * Creates an event (also a copy: a new event from the copied one's fields, `copyOf` naming it). An admin's event is
 * sponsored (winners share 80% of the pot); a streamer's is streamer-led on their own stream (100%), which needs a
 * stream ('Setup your stream!'). It opens for entries as submitted.
 */
export const createEvent = defineCallable('createEvent', { allow: ['streamer', 'admin'] }, async (data, context) => {
  const uid = callerUid(context);
  const sponsored = hasAnyRole(context.claims, ['admin']);
  if (!sponsored && !(await streamRef(uid).get()).exists) throw new HttpsError('failed-precondition', eventMessages.setupStream);
  const ref = db.collection(EVENT_COLLECTIONS.events).doc();
  const now = FieldValue.serverTimestamp();
  const event: EventDoc<FieldValue | Timestamp> = {
    id: ref.id,
    kind: sponsored ? 'sponsored' : 'streamer',
    streamId: sponsored ? null : uid,
    ownerId: uid,
    ...eventFields(data),
    users: [],
    userIds: [],
    totalAmount: 0,
    totalVotes: 0,
    logo: null,
    winners: [],
    payoutPerWinner: 0,
    status: 'submitted',
    startedAt: null,
    endsAt: null,
    settlementPending: false,
    copyOf: data.copyOf ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await ref.create(event);
  return { eventId: ref.id };
});
