import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { callerUid } from '../battles/battleAccess';
import { withContentionRetry } from '../ledger/moneyLock';
import type { CallableRequest, CallableResponse } from '../shared/contract';
import { hasAnyRole } from '../shared/core/roles';
import { eventMessages, formatEventMessage } from '../shared/events/messages';
import { basisEditable, isLocked, mayMoveEvent, refundsEveryone, winnersSelectable, type EventSetStatus } from '../shared/events/status';
import { eventStoragePaths } from '../shared/events/storagePaths';
import type { EventDoc } from '../shared/events/types';
import { assertMayManage, eventIn, eventRef, stateOf } from './eventStore';
import { eventFields } from './eventFields';
import { completeEvent, settleEventEntries, startEvent } from './settleEvent';

type Response = CallableResponse<'updateEvent'>;
const respond = (event: Pick<EventDoc, 'id' | 'status' | 'winners'>): Response => ({ eventId: event.id, status: event.status, winners: event.winners });

/**
 * The Event Setup dialog's save and logo, the admin's start / end / cancel, and 'Select Winner'. The event's owner (a
 * streamer-led event) or an admin: fields lock once results are pending; basis, type and amount only while
 * submitted; the price only while nobody has entered. Cancelling refunds every entry; selecting winners (manual and
 * rank events, results pending) pays them and completes the event.
 */
export const updateEvent = defineCallable('updateEvent', { allow: ['streamer', 'admin'] }, async (data, context) => {
  const uid = callerUid(context);
  const isAdmin = hasAnyRole(context.claims, ['admin']);
  if (data.event) return edit(uid, isAdmin, data.eventId, data.event);
  if (data.status) return move(uid, isAdmin, data.eventId, data.status);
  if (data.logo !== undefined) return setLogo(uid, isAdmin, data.eventId, data.logo);
  return selectWinners(isAdmin, data.eventId, data.winners ?? []);
});

function edit(uid: string, isAdmin: boolean, eventId: string, form: NonNullable<CallableRequest<'updateEvent'>['event']>): Promise<Response> {
  return db.runTransaction(async (tx) => {
    const event = eventIn(await tx.get(eventRef(eventId)));
    assertMayManage(event, uid, isAdmin);
    if (isLocked(event.status)) throw new HttpsError('failed-precondition', eventMessages.locked);
    const next = eventFields(form);
    const basisChanged =
      next.type !== event.type ||
      next.manual !== event.manual ||
      next.baseType !== event.baseType ||
      next.baseAmount !== event.baseAmount ||
      (next.baseStartTime?.toMillis() ?? null) !== (event.baseStartTime?.toMillis() ?? null);
    if (basisChanged && !basisEditable(event.status)) throw new HttpsError('failed-precondition', eventMessages.basisLocked);
    if (basisChanged && next.baseStartTime && next.baseStartTime.toMillis() <= Date.now()) throw new HttpsError('invalid-argument', eventMessages.startTimeFuture);
    if (next.pricePerPlayer !== event.pricePerPlayer && event.users.length > 0) throw new HttpsError('failed-precondition', eventMessages.priceLocked);
    tx.update(eventRef(eventId), { ...next, updatedAt: FieldValue.serverTimestamp() });
    return respond(event);
  });
}

/** The logo is always the event's own Storage path (the page reads its download URL), never a client's URL. */
function setLogo(uid: string, isAdmin: boolean, eventId: string, logo: boolean): Promise<Response> {
  return db.runTransaction(async (tx) => {
    const event = eventIn(await tx.get(eventRef(eventId)));
    assertMayManage(event, uid, isAdmin);
    if (event.status === 'deleted') throw new HttpsError('not-found', eventMessages.notFound);
    tx.update(eventRef(eventId), { logo: logo ? eventStoragePaths.logo(eventId) : null, updatedAt: FieldValue.serverTimestamp() });
    return respond(event);
  });
}

async function move(uid: string, isAdmin: boolean, eventId: string, status: EventSetStatus): Promise<Response> {
  const moved = await withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const event = eventIn(await tx.get(eventRef(eventId)));
      assertMayManage(event, uid, isAdmin);
      if (!mayMoveEvent(event.status, status)) throw new HttpsError('failed-precondition', formatEventMessage.transitionRefused(event.status, status));
      const now = Date.now();
      if (status === 'active') {
        startEvent(tx, event, now);
      } else {
        tx.update(eventRef(eventId), {
          status,
          ...(status === 'pending' && !event.endsAt ? { endsAt: Timestamp.fromMillis(now) } : {}),
          settlementPending: refundsEveryone(status),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return respond({ ...event, status });
    }),
  );
  if (refundsEveryone(moved.status)) {
    await settleEventEntries(eventId, { now: Date.now() }).catch((error: unknown) => logger.error(`refunding event ${eventId} failed; the event job finishes it`, error));
  }
  return moved;
}

/** Rank and manual events' winners are chosen by an admin only (DECISIONS.md, Events): never by the event's host. */
async function selectWinners(isAdmin: boolean, eventId: string, winners: string[]): Promise<Response> {
  const event = eventIn(await eventRef(eventId).get());
  if (!isAdmin) throw new HttpsError('permission-denied', eventMessages.winnersAdminOnly);
  if (!winnersSelectable(stateOf(event))) throw new HttpsError('failed-precondition', eventMessages.winnersNotAllowed);
  if (!(await completeEvent(eventId, winners, null))) throw new HttpsError('failed-precondition', eventMessages.winnersNotAllowed);
  return respond({ ...event, status: 'completed', winners });
}
