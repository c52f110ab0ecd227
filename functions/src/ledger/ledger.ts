import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { paths } from '../shared/paths';
import type { Account, LedgerEntry, LedgerReference, LedgerType, NotificationDoc } from '../shared/types';
import { accountOf } from './account';

/**
 * The ledger is the only code that changes users/{uid}.account. Every change runs inside a Firestore
 * transaction and writes one entry under users/{uid}/transactions whose id is the change's idempotency key, so
 * a repeated request finds its first entry and moves nothing again.
 */
export interface LedgerChange {
  uid: string;
  /** Unique per logical request (client request id, provider order id, ...). Used as the entry's document id. */
  idempotencyKey: string;
  type: LedgerType;
  /** Cash change in cents. */
  cash?: number;
  /** Spendable Bonus Credits change. */
  credits?: number;
  /** Locked Bonus Chest credits change. */
  bonusChestCredits?: number;
  tipAmount?: number;
  fee?: number;
  sessionId?: string | null;
  streamerName?: string | null;
  reason?: string | null;
  reference?: LedgerReference | null;
  /** Written in the same transaction as the entry. */
  notification?: Omit<NotificationDoc, 'timestamp'>;
}

export interface LedgerOutcome {
  /** False when the idempotency key had already been used: nothing moved. */
  applied: boolean;
  entry: LedgerEntry<unknown>;
  account: Account;
}

export const INSUFFICIENT_FUNDS = 'Insufficient balance';

function assertWholeNumber(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new Error(`Ledger ${what} must be a whole number, got ${value}`);
}

function entryRef(change: LedgerChange): DocumentReference {
  if (!/^[A-Za-z0-9_:.-]{1,200}$/.test(change.idempotencyKey)) {
    throw new Error(`Invalid ledger idempotency key: ${change.idempotencyKey}`);
  }
  return db.doc(paths.transaction(change.uid, change.idempotencyKey));
}

/**
 * Applies `changes` inside `tx`. All of the caller's own reads must come before this call and its writes after
 * it (Firestore transactions read before they write). Throws failed-precondition when a change would make a
 * balance or credit count negative; then nothing is written.
 */
export async function applyLedgerChanges(tx: Transaction, changes: LedgerChange[]): Promise<LedgerOutcome[]> {
  const keys = new Set(changes.map((change) => paths.transaction(change.uid, change.idempotencyKey)));
  if (keys.size !== changes.length) throw new Error('Ledger changes in one transaction need distinct idempotency keys');
  const uids = [...new Set(changes.map((change) => change.uid))];
  const userRefs = uids.map((uid) => db.doc(paths.user(uid)));
  const entryRefs = changes.map(entryRef);
  const snapshots = await tx.getAll(...userRefs, ...entryRefs);
  const userSnaps = snapshots.slice(0, uids.length);
  const entrySnaps = snapshots.slice(uids.length);

  const accounts = new Map<string, Account>();
  userSnaps.forEach((snap, index) => {
    if (!snap.exists) throw new HttpsError('not-found', 'User not found');
    accounts.set(uids[index]!, accountOf(snap.data()));
  });

  const outcomes: LedgerOutcome[] = [];
  const writes: Array<{ change: LedgerChange; entry: LedgerEntry<unknown>; ref: DocumentReference }> = [];
  changes.forEach((change, index) => {
    const account = accounts.get(change.uid)!;
    const existing = entrySnaps[index]!;
    if (existing.exists) {
      outcomes.push({ applied: false, entry: existing.data() as LedgerEntry<unknown>, account });
      return;
    }
    const cash = change.cash ?? 0;
    const credits = change.credits ?? 0;
    const chest = change.bonusChestCredits ?? 0;
    const tipAmount = change.tipAmount ?? 0;
    const fee = change.fee ?? 0;
    [cash, credits, chest, tipAmount, fee].forEach((value) => assertWholeNumber(value, 'amount'));
    const next: Account = {
      ...account,
      balance: account.balance + cash,
      credits: account.credits + credits,
      bonus: { ...account.bonus, credits: account.bonus.credits + chest },
    };
    if (next.balance < 0 || next.credits < 0 || next.bonus.credits < 0) {
      throw new HttpsError('failed-precondition', INSUFFICIENT_FUNDS);
    }
    accounts.set(change.uid, next);
    const entry: LedgerEntry<unknown> = {
      type: change.type,
      timestamp: FieldValue.serverTimestamp(),
      amount: cash,
      credits,
      bonusChestCredits: chest,
      tipAmount,
      fee,
      netAmount: cash - fee,
      balanceAfter: next.balance,
      creditsAfter: next.credits,
      bonusChestCreditsAfter: next.bonus.credits,
      sessionId: change.sessionId ?? null,
      streamerName: change.streamerName ?? null,
      reason: change.reason ?? null,
      reference: change.reference ?? null,
      idempotencyKey: change.idempotencyKey,
    };
    writes.push({ change, entry, ref: entryRefs[index]! });
    outcomes.push({ applied: true, entry, account: next });
  });

  for (const uid of new Set(writes.map(({ change }) => change.uid))) {
    tx.update(db.doc(paths.user(uid)), { account: accounts.get(uid) });
  }
  for (const { change, entry, ref } of writes) {
    tx.create(ref, entry);
    if (change.notification) {
      tx.create(db.collection(paths.notifications(change.uid)).doc(), {
        ...change.notification,
        timestamp: FieldValue.serverTimestamp(),
      });
    }
  }
  return outcomes;
}

/** Runs `changes` in a transaction of their own. */
export function runLedger(changes: LedgerChange[]): Promise<LedgerOutcome[]> {
  return db.runTransaction((tx) => applyLedgerChanges(tx, changes));
}
