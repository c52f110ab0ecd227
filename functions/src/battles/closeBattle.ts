import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import type { CallContext } from '../core/callable';
import { battleMessages } from '../shared/battles/messages';
import { nextBattleStatus } from '../shared/battles/status';
import type { BattleStatus } from '../shared/battles/constants';
import { assertMayManage, chestFull, readBattle } from './battleAccess';
import { closeRefundedBattle, settleOpenBets } from './settleBattle';

export const REFUND_REASONS = { cancelled: 'Battle cancelled', void: 'Battle voided' } as const;

/**
 * Cancels (organizer, while scheduled and before the chest is full; or the scheduled job) or voids (admin, any
 * time before final) a battle, then refunds every open bet, stake and fee in full. The status changes first, in a
 * transaction, so no bet can be placed after it; the refunds follow bet by bet, and the scheduled job finishes any
 * a failure left behind.
 */
export async function closeBattle(battleId: string, event: 'cancel' | 'void', context: CallContext | null): Promise<{ status: BattleStatus; refunded: number }> {
  const status = await db.runTransaction(async (tx) => {
    const battle = await readBattle(battleId, tx);
    if (context) assertMayManage(battle, context);
    const next = nextBattleStatus(battle.status, event);
    // A battle whose settlement has begun is settled to the end: voiding it then would refund only part of it.
    if (!next || battle.settling || (event === 'cancel' && context && chestFull(battle))) {
      throw new HttpsError('failed-precondition', event === 'cancel' ? battleMessages.notCancellable : battleMessages.notVoidable);
    }
    tx.update(db.doc(`battles/${battleId}`), {
      status: next,
      closed: false,
      updatedAt: FieldValue.serverTimestamp(),
      ...(context?.uid ? { lastEditedBy: context.uid } : {}),
    });
    return next;
  });
  const reason = status === 'void' ? REFUND_REASONS.void : REFUND_REASONS.cancelled;
  const report = await settleOpenBets(battleId, { kind: 'refund', reason }, { now: Date.now() });
  if (report.complete) await closeRefundedBattle(battleId);
  return { status, refunded: report.changed };
}
