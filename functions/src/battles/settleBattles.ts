import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { CHEST_GRACE_MS, STALE_SCHEDULED_MS } from '../shared/battles/constants';
import { BATTLE_COLLECTIONS } from '../shared/battles/firestorePaths';
import { autoCancelDue } from '../shared/battles/status';
import type { BattleDoc } from '../shared/battles/types';
import { chestFull } from './battleAccess';
import { closeBattle, REFUND_REASONS } from './closeBattle';
import { beginSettlement, closeRefundedBattle, finalizeBattle, settleOpenBets } from './settleBattle';

const battles = () => db.collection(BATTLE_COLLECTIONS.battles);

/** Pages of `query` in a stable order: by the field it filters with a range (Firestore sorts by that first), then id. */
function pages(query: Query, rangeField?: string) {
  const ordered = rangeField ? query.orderBy(rangeField).orderBy('__name__') : query.orderBy('__name__');
  return async (after: DocumentSnapshot | null, size: number) => (await (after ? ordered.startAfter(after) : ordered).limit(size).get()).docs;
}

/** Adds `part` to `total`; the sum is complete only if every part was. */
function add(total: JobReport, part: JobReport): JobReport {
  return { examined: total.examined + part.examined, changed: total.changed + part.changed, complete: total.complete && part.complete };
}

/**
 * The battles' scheduled work, idempotent and resumable (every bet settles in its own transaction, once):
 * 1. cancels with refunds a battle whose chest is not full an hour after its time, or still scheduled a day after;
 * 2. finishes the refunds of cancelled and void battles not yet closed;
 * 3. settles battles whose review window has ended: marks each `settling` (no void after that), then each open
 *    bet won or lost, then the prize paid and final.
 * `maxPages` bounds the pages of bets each battle's pass reads (tests stop a run halfway with it).
 */
export async function runBattleWork(options: JobRunOptions): Promise<JobReport> {
  let bets: JobReport = { examined: 0, changed: 0, complete: true };
  const cutoff = Timestamp.fromMillis(options.now - CHEST_GRACE_MS);
  const stale = battles().where('status', '==', 'scheduled').where('scheduledAt', '<=', cutoff);
  const cancelled = await forEachPage(options, pages(stale, 'scheduledAt'), async (doc) => {
    const battle = doc.data() as BattleDoc;
      if (!autoCancelDue({ status: battle.status, scheduledAtMs: battle.scheduledAt.toMillis(), chestFull: chestFull(battle) }, options.now, CHEST_GRACE_MS, STALE_SCHEDULED_MS)) return false;
      await closeBattle(doc.id, 'cancel', null).catch(() => null);
      return true;
    });

  const unrefunded = battles().where('status', 'in', ['cancelled', 'void']).where('closed', '==', false);
  const refunded = await forEachPage({ ...options, maxPages: undefined }, pages(unrefunded), async (doc) => {
    const reason = doc.get('status') === 'void' ? REFUND_REASONS.void : REFUND_REASONS.cancelled;
    const pass = await settleOpenBets(doc.id, { kind: 'refund', reason }, options);
    bets = add(bets, pass);
    if (pass.complete) await closeRefundedBattle(doc.id);
    return pass.changed > 0;
  });

  const due = battles().where('status', '==', 'review').where('reviewEndsAt', '<=', Timestamp.fromMillis(options.now));
  const settled = await forEachPage({ ...options, maxPages: undefined }, pages(due, 'reviewEndsAt'), async (doc) => {
    const battle = doc.data() as BattleDoc;
    if (!(await beginSettlement(doc.id, options.now))) return false;
    const pass = await settleOpenBets(doc.id, { kind: 'result', winnerId: battle.winnerId! }, options);
    bets = add(bets, pass);
    if (!pass.complete) return pass.changed > 0;
    return (await finalizeBattle(doc.id)) || pass.changed > 0;
  });
  // Battles looked at and changed, bets settled; complete only when no battle's bets were left for another run.
  const battlesReport = [cancelled, refunded, settled].reduce(add);
  return { examined: battlesReport.examined + bets.examined, changed: bets.changed + cancelled.changed, complete: battlesReport.complete && bets.complete };
}

export const settleBattlesJob = defineScheduledJob({ name: 'settleBattles', schedule: 'every 1 minutes', intervalMs: 60_000, run: runBattleWork });
