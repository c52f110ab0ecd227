import { FieldValue, Timestamp, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { applyLedgerChanges, ledgerReads } from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { winningsCredit } from '../ledger/operations';
import { readAll } from '../ledger/readSet';
import { eventPaths } from '../shared/events/firestorePaths';
import { eventMessages } from '../shared/events/messages';
import { eventSplit } from '../shared/events/payout';
import { killsEventEnd, refundsEveryone } from '../shared/events/status';
import type { EventDoc, EventEntryDoc } from '../shared/events/types';
import { settleWager } from '../wagers/settleWager';
import { entryRef, eventIn, eventRef, eventReference, placedEntry, winnerPayoutKey } from './eventStore';

export const EVENT_REFUND_REASONS = { declined: 'Event cancelled', deleted: 'Event deleted' } as const;

/** Starts an event in `tx` (written after its reads): a kills event is played for one hour from now. */
export function startEvent(tx: Transaction, event: EventDoc, now: number): void {
  tx.update(eventRef(event.id), {
    status: 'active',
    startedAt: Timestamp.fromMillis(now),
    endsAt: event.type === 'kills' ? Timestamp.fromMillis(killsEventEnd(now)) : null,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Settles one held entry of an event whose money is due, in its own transaction: paid in to the house once the
 * winners are paid, or refunded to its entrant when the event was cancelled or deleted. Keyed once by its wager id.
 */
export async function settleEntry(eventId: string, entryId: string): Promise<boolean> {
  const ref = entryRef(eventId, entryId);
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const [eventSnap, snap] = await Promise.all([tx.get(eventRef(eventId)), tx.get(ref)]);
      const event = eventSnap.data() as EventDoc | undefined;
      const entry = snap.data() as EventEntryDoc | undefined;
      if (!event || !entry || entry.status !== 'held') return false;
      if (refundsEveryone(event.status)) {
        const reason = event.status === 'declined' ? EVENT_REFUND_REASONS.declined : EVENT_REFUND_REASONS.deleted;
        const notifications = [{ type: 'refund' as const, variables: { amount: entry.value, eventId, title: event.title, reason } }];
        await settleWager(tx, placedEntry(eventId, entry), { outcome: 'refunded', reason, notifications });
        tx.update(ref, { status: 'refunded' });
        return true;
      }
      if (event.status !== 'completed') return false;
      await settleWager(tx, placedEntry(eventId, entry), { outcome: 'lost' });
      tx.update(ref, { status: 'paid' });
      return true;
    }),
  );
}

/** Settles every held entry of an event, in pages; clears `settlementPending` once none is left. */
export async function settleEventEntries(eventId: string, options: JobRunOptions): Promise<JobReport> {
  const held = db.collection(eventPaths.entries(eventId)).where('status', '==', 'held').orderBy('__name__') as Query;
  const report = await forEachPage<DocumentSnapshot>(
    options,
    async (after, size) => (await (after ? held.startAfter(after) : held).limit(size).get()).docs,
    (doc) => settleEntry(eventId, doc.id),
  );
  if (report.complete) await eventRef(eventId).update({ settlementPending: false, updatedAt: FieldValue.serverTimestamp() });
  return report;
}

/**
 * Completes an event whose results are pending: the winners (entrants; ties share) split the winners' part of the
 * pot equally (`event_completed`, each keyed once per event and winner) from the house, and the event is
 * completed with its winners and, for kills events, each entrant's kills, all in one transaction. The entries are
 * then paid in to the house. False when the event was already completed.
 */
export async function completeEvent(eventId: string, winners: string[], kills: Record<string, number> | null): Promise<boolean> {
  const done = await withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const event = eventIn(await tx.get(eventRef(eventId)));
      if (event.status !== 'pending' || event.winners.length > 0) return false;
      if (winners.some((uid) => !event.userIds.includes(uid))) throw new HttpsError('failed-precondition', eventMessages.winnerNotEntrant);
      const split = winners.length > 0 ? eventSplit(event.totalAmount, event.kind, winners.length) : { perWinner: 0 };
      const changes =
        split.perWinner > 0
          ? winners.map((uid) =>
              winningsCredit({
                uid,
                idempotencyKey: winnerPayoutKey(eventId, uid),
                type: 'event_completed',
                from: [{ bucket: 'house', amount: split.perWinner }],
                reference: eventReference(eventId),
                notifications: [{ type: 'event_completed', variables: { amount: split.perWinner, eventId, title: event.title, winners: winners.length } }],
              }),
            )
          : [];
      if (changes.length > 0) await applyLedgerChanges(tx, changes, { read: await readAll(tx, ledgerReads(changes)) });
      tx.update(eventRef(eventId), {
        status: 'completed',
        winners,
        payoutPerWinner: split.perWinner,
        users: kills ? event.users.map((user) => ({ ...user, kills: kills[user.id] ?? 0 })) : event.users,
        settlementPending: true,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    }),
  );
  await settleEventEntries(eventId, { now: Date.now() });
  return done;
}
