import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { callerUid } from '../battles/battleAccess';
import { hasAnyRole } from '../shared/core/roles';
import { eventMessages } from '../shared/events/messages';
import { assertMayManage, eventIn, eventRef } from './eventStore';
import { settleEventEntries } from './settleEvent';

/**
 * Deletes an event (its owner or an admin), not once its results are pending or completed: the event stays on
 * record as deleted and every entry is refunded to its entrant ('Deleted event').
 */
export const deleteEvent = defineCallable('deleteEvent', { allow: ['streamer', 'admin'] }, async (data, context) => {
  const uid = callerUid(context);
  const claims = context.claims;
  await db.runTransaction(async (tx) => {
    const event = eventIn(await tx.get(eventRef(data.eventId)));
    assertMayManage(event, uid, hasAnyRole(claims, ['admin']));
    if (event.status === 'pending' || event.status === 'completed') throw new HttpsError('failed-precondition', eventMessages.notDeletable);
    if (event.status === 'deleted') throw new HttpsError('not-found', eventMessages.notFound);
    tx.update(eventRef(data.eventId), { status: 'deleted', settlementPending: true, updatedAt: FieldValue.serverTimestamp() });
  });
  await settleEventEntries(data.eventId, { now: Date.now() }).catch((error: unknown) => logger.error(`refunding event ${data.eventId} failed; the event job finishes it`, error));
  return { eventId: data.eventId, status: 'deleted' as const };
});
