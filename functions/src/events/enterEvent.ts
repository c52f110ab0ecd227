import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { snapshotIn } from '../ledger/readSet';
import { requestRef, runIdempotentRecord, storedRecordIn } from '../ledger/requests';
import type { CallableResponse } from '../shared/contract';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import { MAX_ENTRANTS } from '../shared/events/constants';
import { eventMessages } from '../shared/events/messages';
import { mayEnter, startDue } from '../shared/events/status';
import type { EventDoc, EventEntrant, EventEntryDoc } from '../shared/events/types';
import type { UserDoc } from '../shared/users/types';
import { STREAM_LIMIT_LABELS } from '../shared/wagers/messages';
import { placeWager } from '../wagers/placeWager';
import { settleWager } from '../wagers/settleWager';
import { entryIdOf, entryRef, entryWagerId, eventIn, eventMatchKey, eventRef, eventReference, placedEntry, stateOf } from './eventStore';
import { startEvent } from './settleEvent';

type Response = CallableResponse<'enterEvent'>;
const CALLABLE = 'enterEvent';

/**
 * The event page's Enter / Entered button: signs the caller up (paying `pricePerPlayer` into the pot through the
 * wager path; a goal event starts once the pot reaches its goal) or, when already signed up, drops them out (their
 * entry refunded). Only before the event starts, up to 32 entrants, and the owner of a streamer-led event only with
 * self sign-up. A repeated request returns its first answer, so a retry never toggles twice.
 */
export const enterEvent = defineCallable(CALLABLE, {}, async (data, { uid, raw }) => {
  const stored = storedRecordIn<Response>(await requestRef(uid, data.requestId).get(), CALLABLE);
  if (stored) return stored;
  const event = eventIn(await eventRef(data.eventId).get());
  return event.userIds.includes(uid) ? dropOut(uid, data.eventId, data.requestId) : signUp(uid, data, raw);
});

/**
 * The host of a streamer-led event may enter it only with self sign-up on (spec 02 section 5), and only a kills
 * event, which match data decides; never a rank or manual event, whose winners are judged (README, decisions).
 */
function assertHostMayEnter(event: EventDoc): void {
  if (!event.selfSignUp) throw new HttpsError('failed-precondition', eventMessages.noSelfSignUp);
  if (event.type !== 'kills' || event.manual) throw new HttpsError('failed-precondition', eventMessages.hostJudgedEntry);
}

function assertOpen(event: EventDoc): void {
  if (!mayEnter(event.status)) throw new HttpsError('failed-precondition', eventMessages.entriesClosed);
}

async function signUp(uid: string, data: { requestId: string; eventId: string }, raw: Parameters<typeof placeWager>[0]['raw']): Promise<Response> {
  const { eventId } = data;
  const entryId = entryIdOf(uid, data.requestId);
  const ref = eventRef(eventId);
  const price = eventIn(await ref.get()).pricePerPlayer;
  return placeWager<{ event: EventDoc; username: string }, Response>({
      uid,
      raw,
      requestId: data.requestId,
      callable: CALLABLE,
      type: 'event_enter',
      wagerId: entryWagerId(eventId, entryId),
      stake: { cash: price, credits: 0 },
      limits: { matchKey: eventMatchKey(eventId), labels: STREAM_LIMIT_LABELS },
      reference: eventReference(eventId),
      reads: [ref],
      read: (_tx, docs) => {
        const event = eventIn(snapshotIn(docs, ref));
        assertOpen(event);
        if (event.pricePerPlayer !== price) throw new HttpsError('aborted', eventMessages.priceChanged);
        if (event.userIds.includes(uid)) throw new HttpsError('already-exists', eventMessages.alreadyEntered);
        if (event.users.length >= MAX_ENTRANTS) throw new HttpsError('failed-precondition', eventMessages.full);
        if (event.kind === 'streamer' && event.ownerId === uid) assertHostMayEnter(event);
        const user = snapshotIn(docs, db.doc(corePaths.user(uid))).data() as Partial<UserDoc>;
        return { event, username: user.username ?? uid };
      },
      write: (tx, placed) => {
        const { event, username } = placed.read;
        const entry: EventEntryDoc<FieldValue> = {
          id: entryId,
          userId: uid,
          wagerId: entryWagerId(eventId, entryId),
          cash: price,
          credits: 0,
          value: price,
          isDoubleDown: false,
          status: 'held',
          sessionId: placed.sessionId,
          timestamp: FieldValue.serverTimestamp(),
        };
        const entrant: EventEntrant = { id: uid, username, kills: null, teamPlacement: null, entryId };
        const totalAmount = event.totalAmount + price;
        tx.create(entryRef(eventId, entryId), entry);
        tx.update(ref, { users: [...event.users, entrant], userIds: FieldValue.arrayUnion(uid), totalAmount, updatedAt: FieldValue.serverTimestamp() });
        if (startDue(stateOf(event), totalAmount, Date.now())) startEvent(tx, event, Date.now());
        return { eventId, entered: true, totalAmount, balanceAfter: placed.ledger.account.balance };
      },
    });
}

function dropOut(uid: string, eventId: string, requestId: string): Promise<Response> {
  const ref = eventRef(eventId);
  const userRef = db.doc(corePaths.user(uid));
  return runIdempotentRecord<Response>(
    uid,
    requestId,
    CALLABLE,
    async (tx, docs) => {
      const event = eventIn(snapshotIn(docs, ref));
      assertOpen(event);
      const entrant = event.users.find((user) => user.id === uid);
      if (!entrant) throw new HttpsError('failed-precondition', eventMessages.notEntered);
      const user = snapshotIn(docs, userRef).data() as Partial<UserDoc> | undefined;
      if (!user) throw new HttpsError('not-found', coreMessages.userNotFound);
      const entrySnap = await tx.get(entryRef(eventId, entrant.entryId));
      const entry = entrySnap.data() as EventEntryDoc;
      const notifications = [{ type: 'refund' as const, variables: { amount: entry.cash, eventId, title: event.title, reason: eventMessages.droppedOut } }];
      await settleWager(tx, placedEntry(eventId, entry), { outcome: 'refunded', reason: eventMessages.droppedOut, notifications });
      const totalAmount = event.totalAmount - entry.cash;
      tx.update(entrySnap.ref, { status: 'refunded' });
      tx.update(ref, {
        users: event.users.filter((item) => item.id !== uid),
        userIds: FieldValue.arrayRemove(uid),
        totalAmount,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { eventId, entered: false, totalAmount, balanceAfter: (user.account?.balance ?? 0) + entry.cash };
    },
    { reads: [ref, userRef] },
  );
}
