import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import type { MoneyLock } from './moneyLock';
import { readAll, type ReadSet } from './readSet';
import type { CallableName, CallableResponse } from '../shared/contract';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

/**
 * Idempotent money requests: the first result of (uid, requestId) is stored under users/{uid}/requests, in the
 * same transaction that moved the money, and a repeat returns it without moving anything again. A request is
 * stored under the name of its callable; the typed functions take the response type from the callable contract,
 * the `...Record` ones from their caller (code shared by several callables, such as the wager path).
 */
interface StoredRequest {
  callable: string;
  response: unknown;
}

export const REQUEST_ID_REUSED = 'This request id was already used for another request.';

function check(stored: StoredRequest, callable: string): unknown {
  if (stored.callable !== callable) throw new HttpsError('already-exists', REQUEST_ID_REUSED);
  return stored.response;
}

export function requestRef(uid: string, requestId: string): DocumentReference {
  return db.doc(ledgerPaths.request(uid, requestId));
}

/** The stored first result in `snap` (the request document), or undefined when the request has not run. */
export function storedRecordIn<R>(snap: DocumentSnapshot, callable: string): R | undefined {
  return snap.exists ? (check(snap.data() as StoredRequest, callable) as R) : undefined;
}

export function storedResponseIn<K extends CallableName>(snap: DocumentSnapshot, callable: K): CallableResponse<K> | undefined {
  return storedRecordIn<CallableResponse<K>>(snap, callable);
}

/** The stored first result, read outside any transaction (a cheap check before calling a provider). */
export async function storedResponse<K extends CallableName>(
  uid: string,
  requestId: string,
  callable: K,
): Promise<CallableResponse<K> | undefined> {
  return storedResponseIn(await requestRef(uid, requestId).get(), callable);
}

export interface IdempotentOptions {
  /** Documents `body` needs, read in the same round trip as the request document and handed to it. */
  reads?: DocumentReference[];
  /** The caller's money lock, released in this transaction's commit (see ledger/moneyLock.ts). */
  lock?: MoneyLock;
}

/**
 * Runs `body` in a transaction unless the request already ran, then stores its result. The request document and
 * `options.reads` are read first, in one round trip; `body` may read more and then write; the result is written
 * last, and `options.lock` is released in the same commit.
 */
export function runIdempotent<K extends CallableName>(
  uid: string,
  requestId: string,
  callable: K,
  body: (tx: Transaction, read: ReadSet) => Promise<CallableResponse<K>>,
  options: IdempotentOptions = {},
): Promise<CallableResponse<K>> {
  return runIdempotentRecord(uid, requestId, callable, body, options);
}

/** runIdempotent for a response typed by the caller. */
export function runIdempotentRecord<R>(
  uid: string,
  requestId: string,
  callable: string,
  body: (tx: Transaction, read: ReadSet) => Promise<R>,
  options: IdempotentOptions = {},
): Promise<R> {
  const ref = requestRef(uid, requestId);
  return db.runTransaction(async (tx) => {
    const read = await readAll(tx, [ref, ...(options.reads ?? [])]);
    const stored = read.get(ref.path)!;
    let response: R;
    if (stored.exists) {
      response = storedRecordIn<R>(stored, callable) as R;
    } else {
      response = await body(tx, read);
      tx.create(ref, { callable, response, timestamp: FieldValue.serverTimestamp() });
    }
    options.lock?.releaseIn(tx);
    return response;
  });
}
