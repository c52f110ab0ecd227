import { FieldValue, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import type { CallContext } from '../core/callable';
import { battleMessages } from '../shared/battles/messages';
import { battlePaths } from '../shared/battles/firestorePaths';
import type { BattleDoc } from '../shared/battles/types';
import { hasAnyRole, type Role } from '../shared/core/roles';
import { coreMessages } from '../shared/core/messages';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import type { NotificationInput } from '../ledger/ledger';

/** Who manages battles and teams (spec 02 section 6). */
export const BATTLE_MANAGERS: readonly Role[] = ['organizer', 'admin', 'superAdmin'];

export const isAdminCaller = (context: Pick<CallContext, 'claims'>) => hasAnyRole(context.claims, ['admin']);

export const battleRef = (battleId: string): DocumentReference => db.doc(battlePaths.battle(battleId));

/** The signed-in caller's uid (every battle callable has one: visitors are never allowed). */
export function callerUid(context: CallContext): string {
  if (!context.uid) throw new HttpsError('unauthenticated', coreMessages.signInRequired);
  return context.uid;
}

/** The battle, or not-found; read in `tx` when given. */
export async function readBattle(battleId: string, tx?: Transaction): Promise<BattleDoc> {
  const ref = battleRef(battleId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', battleMessages.battleNotFound);
  return snap.data() as BattleDoc;
}

/** An organizer who is not an admin manages only battles whose editorIds contain them. */
export function assertMayManage(battle: Pick<BattleDoc, 'editorIds'>, context: CallContext): void {
  if (isAdminCaller(context)) return;
  if (!context.uid || !battle.editorIds.includes(context.uid)) throw new HttpsError('permission-denied', battleMessages.notYourBattle);
}

export const chestFull = (battle: Pick<BattleDoc, 'chest'>) => battle.chest.total >= battle.chest.target;

/** Writes a notification to `uid` in `writer` (a transaction or a batch). */
export function notify(writer: Transaction | WriteBatch, uid: string, notification: NotificationInput): void {
  const ref = db.collection(notificationPaths.notifications(uid)).doc();
  (writer as WriteBatch).create(ref, { ...notification, timestamp: FieldValue.serverTimestamp() });
}
