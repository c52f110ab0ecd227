import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { NO_MATCH_REFUND_MS } from '../shared/streamBets/constants';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import type { ParlayDoc, StreamBetDoc } from '../shared/streamBets/types';
import { streamOf, streamRef } from '../streams/streamStore';
import { settleParlay, settleStreamBet, type Decision } from './settleStreamBet';

/** "Reset": the following match decides it, and the 6 hours start again (the spec's reset rule). */
async function reset(path: string, open: (data: Record<string, unknown> | undefined) => boolean, notFound: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(db.doc(path));
    if (!snap.exists) throw new HttpsError('not-found', notFound);
    if (!open(snap.data())) return false;
    const now = Date.now();
    tx.update(snap.ref, { after: now, refundAt: now + NO_MATCH_REFUND_MS });
    return true;
  });
}

async function streamerName(streamId: string) {
  return streamOf(await streamRef(streamId).get())?.username ?? null;
}

/**
 * Admins settle live-dealer bets and correct automatic ones while open: won, lost, refunded, or reset to the following
 * match. A settled bet stays settled (changed: false), so a repeat moves nothing.
 */
export const updateBetStatus = defineCallable('updateBetStatus', { allow: ['admin'] }, async ({ id, streamId, status }) => {
  const path = streamBetPaths.bet(streamId, id);
  if (status === 'reset') {
    const changed = await reset(path, (bet) => bet?.status === 'open', streamBetMessages.betNotFound);
    return { id, status: 'open' as const, changed };
  }
  if (!(await db.doc(path).get()).exists) throw new HttpsError('not-found', streamBetMessages.betNotFound);
  const decision: Decision = status === 'refunded' ? { kind: 'refund', reason: streamBetMessages.adminRefund } : { kind: 'admin', won: status === 'won' };
  const changed = await settleStreamBet(streamId, id, decision, await streamerName(streamId));
  const bet = (await db.doc(path).get()).data() as StreamBetDoc;
  if (!changed && bet.status !== status) throw new HttpsError('failed-precondition', streamBetMessages.alreadySettled);
  return { id, status: bet.status, changed };
});

/** The same for Kills + Win: completed, failed, refunded, or reset to the following match. */
export const updateParlay = defineCallable('updateParlay', { allow: ['admin'] }, async ({ id, streamId, status }) => {
  const path = streamBetPaths.parlay(streamId, id);
  if (status === 'reset') {
    const changed = await reset(path, (parlay) => parlay?.status === 'active', streamBetMessages.parlayNotFound);
    return { id, status: 'active' as const, changed };
  }
  if (!(await db.doc(path).get()).exists) throw new HttpsError('not-found', streamBetMessages.parlayNotFound);
  const decision: Decision = status === 'refunded' ? { kind: 'refund', reason: streamBetMessages.adminRefund } : { kind: 'admin', won: status === 'completed' };
  const changed = await settleParlay(streamId, id, decision, await streamerName(streamId));
  const parlay = (await db.doc(path).get()).data() as ParlayDoc;
  if (!changed && parlay.status !== status) throw new HttpsError('failed-precondition', streamBetMessages.alreadySettled);
  return { id, status: parlay.status, changed };
});
