import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { NO_MATCH_REFUND_MS } from '../shared/streamBets/constants';
import { streamBetPaths, streamMatchKey } from '../shared/streamBets/firestorePaths';
import type { BetActivityDoc, SettlementWindow } from '../shared/streamBets/types';

/** A new bet's or parlay's settlement window: decided by the stream's first match after `now`, else refunded at `refundAt`. */
export function openSettlementWindow(streamId: string, oddsId: string, sessionId: string | null, now: number): SettlementWindow<FieldValue> {
  return {
    after: now,
    refundAt: now + NO_MATCH_REFUND_MS,
    matchKey: streamMatchKey(streamId, oddsId),
    match: null,
    sessionId,
    timestamp: FieldValue.serverTimestamp(),
    settledAt: null,
  };
}

/** The new bet's or parlay's public activity line: that it exists, its type and status, no who or how much. */
export function createActivityEntry(tx: Transaction, streamId: string, id: string, entry: Omit<BetActivityDoc, 'timestamp'>): void {
  tx.create(db.doc(streamBetPaths.activityEntry(streamId, id)), { ...entry, timestamp: FieldValue.serverTimestamp() } satisfies BetActivityDoc<FieldValue>);
}
