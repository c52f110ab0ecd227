import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { NO_MATCH_REFUND_MS } from '../shared/streamBets/constants';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import type { ParlayDoc, StreamBetDoc } from '../shared/streamBets/types';
import { streamOf, streamRef } from '../streams/streamStore';
import { correctParlay, correctStreamBet } from './correctSettlement';
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
 * Admins settle live-dealer bets (won, lost, refunded, or reset to the following match) and correct settled ones: a
 * different status reverses the earlier settlement's money and applies the new one (correctSettlement). Asking for
 * the status a bet already has changes nothing (changed: false), so a repeat moves nothing.
 */
export const updateBetStatus = defineCallable('updateBetStatus', { allow: ['admin'] }, async ({ id, streamId, status }) => {
  const path = streamBetPaths.bet(streamId, id);
  if (status === 'reset') {
    const changed = await reset(path, (bet) => bet?.status === 'open', streamBetMessages.betNotFound);
    return { id, status: 'open' as const, changed };
  }
  if (!(await db.doc(path).get()).exists) throw new HttpsError('not-found', streamBetMessages.betNotFound);
  const decision: Decision = status === 'refunded' ? { kind: 'refund', reason: streamBetMessages.adminRefund } : { kind: 'admin', won: status === 'won' };
  const name = await streamerName(streamId);
  if (await settleStreamBet(streamId, id, decision, name)) return { id, status, changed: true };
  const bet = (await db.doc(path).get()).data() as StreamBetDoc;
  if (bet.status === 'open') throw new HttpsError('failed-precondition', streamBetMessages.alreadySettled);
  return { id, status, changed: await correctStreamBet(streamId, id, status, name) };
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
  const name = await streamerName(streamId);
  if (await settleParlay(streamId, id, decision, name)) return { id, status, changed: true };
  const parlay = (await db.doc(path).get()).data() as ParlayDoc;
  if (parlay.status === 'active') throw new HttpsError('failed-precondition', streamBetMessages.alreadySettled);
  return { id, status, changed: await correctParlay(streamId, id, status, name) };
});
