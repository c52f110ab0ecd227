import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import type { CallContext } from '../core/callable';
import { withContentionRetry, withMoneyLock } from '../ledger/moneyLock';
import type { LedgerOutcome } from '../ledger/ledger';
import { REQUEST_ID_REUSED, runIdempotent } from '../ledger/requests';
import { coreMessages } from '../shared/core/messages';
import { corePaths } from '../shared/core/firestorePaths';
import { supportMessages } from '../shared/support/messages';
import { auditEntryId, supportPaths } from '../shared/support/firestorePaths';
import type { AuditAction, AuditEntry, AuditValues, SupportAction, SupportActionResult } from '../shared/support/types';
import type { UserDoc } from '../shared/users/types';
import { walletMessages } from '../shared/wallet/messages';

export interface ActionRequest {
  userId: string;
  reason: string;
  requestId: string;
}

export interface ActionContext {
  tx: Transaction;
  userRef: DocumentReference;
  /** The target user's document, read in this transaction. */
  user: Partial<UserDoc>;
  auditId: string;
  now: number;
}

export interface ActionChange {
  before: AuditValues;
  after: AuditValues;
}

/** The acting admin's uid and email (from their ID token, for reading the log). */
export function actorOf(caller: CallContext): AuditEntry['actor'] {
  if (!caller.uid) throw new HttpsError('unauthenticated', coreMessages.signInRequired);
  return { uid: caller.uid, email: typeof caller.claims?.email === 'string' ? caller.claims.email : null };
}

export interface AuditRecord {
  action: AuditAction;
  actor: AuditEntry['actor'];
  targetUserId: string;
  before: AuditValues;
  after: AuditValues;
  reason: string;
  requestId: string;
}

/** Writes the audit entry of one admin request in `tx`, the transaction that made the change; returns its id. */
export function writeAuditEntry(tx: Transaction, record: AuditRecord): string {
  const auditId = auditEntryId(record.actor.uid, record.requestId);
  const entry: AuditEntry<FieldValue> = { ...record, timestamp: FieldValue.serverTimestamp() };
  tx.create(db.doc(supportPaths.auditEntry(auditId)), entry);
  return auditId;
}

/** Refuses the action with a readable message (failed-precondition); nothing is written. */
export function refuse(message: string): never {
  throw new HttpsError('failed-precondition', message);
}

/** The ledger entry of a money action, keyed by its request id in the target's ledger. */
export const supportLedgerKey = (requestId: string) => `support_${requestId}`;

/** The outcome of a money action's ledger change; another admin's request with the same id moved nothing. */
export function appliedOutcome(outcome: LedgerOutcome | undefined): LedgerOutcome {
  if (!outcome?.applied) throw new HttpsError('already-exists', REQUEST_ID_REUSED);
  return outcome;
}

/**
 * Runs one support action on `data.userId` for the Super Admin in `caller`, in one transaction: the caller's
 * request id is checked first (a repeat returns the first result), then the target user is read, `change` makes
 * its reads and writes and says what it changed, and the audit entry and the stored result are written with it.
 * Money actions (`money`) queue on the target's money lock like every other balance change.
 */
export async function runSupportAction(
  action: SupportAction,
  data: ActionRequest,
  caller: CallContext,
  change: (context: ActionContext) => Promise<ActionChange>,
  options: { money?: boolean } = {},
): Promise<SupportActionResult> {
  const actor = actorOf(caller);
  const actorUid = actor.uid;
  // Segregation of duties: nobody changes their own gambling controls or money from the desk.
  if (data.userId === actorUid) throw new HttpsError('permission-denied', supportMessages.ownAccount);
  const auditId = auditEntryId(actorUid, data.requestId);
  const userRef = db.doc(corePaths.user(data.userId));

  const run = () =>
    withContentionRetry(() =>
      runIdempotent(actorUid, data.requestId, action, async (tx) => {
        const snap = await tx.get(userRef);
        if (!snap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
        const { before, after } = await change({ tx, userRef, user: snap.data() as Partial<UserDoc>, auditId, now: Date.now() });
        writeAuditEntry(tx, { action, actor, targetUserId: data.userId, before, after, reason: data.reason, requestId: data.requestId });
        return { auditId, action, before, after };
      }),
    );
  return options.money ? withMoneyLock(data.userId, walletMessages.walletBusy, async () => undefined, run) : run();
}
