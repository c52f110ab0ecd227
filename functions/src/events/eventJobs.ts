import { Timestamp, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { withContentionRetry } from '../ledger/moneyLock';
import { matchData } from '../matchData/provider';
import { corePaths } from '../shared/core/firestorePaths';
import { KILLS_RESULTS_DELAY_MS } from '../shared/events/constants';
import { EVENT_COLLECTIONS } from '../shared/events/firestorePaths';
import { killsWinners } from '../shared/events/payout';
import { endDue, resultsDue, startDue } from '../shared/events/status';
import type { EventDoc } from '../shared/events/types';
import { COMPETITIVE_QUEUE } from '../shared/matchData/types';
import type { UserDoc } from '../shared/users/types';
import { eventIn, eventRef, stateOf } from './eventStore';
import { completeEvent, settleEventEntries, startEvent } from './settleEvent';

const events = () => db.collection(EVENT_COLLECTIONS.events);

function pages(query: Query, rangeField?: string) {
  const ordered = rangeField ? query.orderBy(rangeField).orderBy('__name__') : query.orderBy('__name__');
  return async (after: DocumentSnapshot | null, size: number) => (await (after ? ordered.startAfter(after) : ordered).limit(size).get()).docs;
}

/** Re-reads the event in a transaction and applies `change` when `due` still holds (so a second run does nothing). */
function transition(eventId: string, due: (event: EventDoc) => boolean, change: (tx: Transaction, event: EventDoc) => void): Promise<boolean> {
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const event = eventIn(await tx.get(eventRef(eventId)));
      if (!due(event)) return false;
      change(tx, event);
      return true;
    }),
  );
}

/** An entrant's kills in competitive matches that started while the event was played (0 without a Riot account). */
async function killsOf(uid: string, from: number, to: number): Promise<number> {
  const user = (await db.doc(corePaths.user(uid)).get()).data() as Partial<UserDoc> | undefined;
  if (!user?.riotPuuid) return 0;
  const account = { game: 'valorant' as const, playerId: user.riotPuuid };
  const matches = (await matchData.recentCompetitiveMatches(account, 20)).filter((match) => match.startedAt >= from && match.startedAt < to);
  let kills = 0;
  for (const match of matches) {
    const stats = await matchData.playerMatchStats(account, match.matchId);
    if (stats?.completed && stats.queue === COMPETITIVE_QUEUE) kills += stats.kills;
  }
  return kills;
}

/** Reads every entrant's kills from match data and completes the event with the most kills winning (ties share). */
async function decideKillsEvent(event: EventDoc): Promise<boolean> {
  const from = event.startedAt!.toMillis();
  const to = event.endsAt!.toMillis();
  const kills: Record<string, number> = {};
  for (const user of event.users) kills[user.id] = await killsOf(user.id, from, to);
  return completeEvent(event.id, killsWinners(kills), kills);
}

/**
 * The events' scheduled work, idempotent and resumable (each step re-reads the event in its own transaction; each
 * entry and payout moves once): starts time events at their time, ends kills events after their hour, completes
 * automatic kills events from match data an hour after the end, and finishes the payments and refunds of events
 * whose entries are not all settled. `maxPages` bounds the pages of entries each event's settlement reads.
 */
export async function runEventWork(options: JobRunOptions): Promise<JobReport> {
  const { now } = options;
  const all = { ...options, maxPages: undefined };
  const nowTs = Timestamp.fromMillis(now);
  const started = await forEachPage(all, pages(events().where('status', '==', 'submitted').where('baseStartTime', '<=', nowTs), 'baseStartTime'), (doc) =>
    transition(doc.id, (event) => startDue(stateOf(event), event.totalAmount, now), (tx, event) => startEvent(tx, event, now)),
  );
  const ended = await forEachPage(all, pages(events().where('status', '==', 'active').where('endsAt', '<=', nowTs), 'endsAt'), (doc) =>
    transition(doc.id, (event) => endDue(stateOf(event), now), (tx) => tx.update(eventRef(doc.id), { status: 'pending', updatedAt: nowTs })),
  );
  const resultsCutoff = Timestamp.fromMillis(now - KILLS_RESULTS_DELAY_MS);
  const decided = await forEachPage(all, pages(events().where('status', '==', 'pending').where('endsAt', '<=', resultsCutoff), 'endsAt'), async (doc) => {
    const event = doc.data() as EventDoc;
    return resultsDue(stateOf(event), now) ? decideKillsEvent(event) : false;
  });
  let entries: JobReport = { examined: 0, changed: 0, complete: true };
  const settled = await forEachPage(all, pages(events().where('settlementPending', '==', true)), async (doc) => {
    const pass = await settleEventEntries(doc.id, options);
    entries = { examined: entries.examined + pass.examined, changed: entries.changed + pass.changed, complete: entries.complete && pass.complete };
    return pass.changed > 0;
  });
  const reports = [started, ended, decided, settled];
  return {
    examined: reports.reduce((sum, report) => sum + report.examined, 0) + entries.examined,
    changed: started.changed + ended.changed + decided.changed + entries.changed,
    complete: reports.every((report) => report.complete) && entries.complete,
  };
}

export const runEventsJob = defineScheduledJob({ name: 'runEvents', schedule: 'every 1 minutes', intervalMs: 60_000, run: runEventWork, secrets: matchData.secrets });
