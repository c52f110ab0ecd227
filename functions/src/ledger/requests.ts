import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import type { CallableName, CallableResponse } from '../shared/contract';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

/**
 * Idempotent money requests: the first result of (uid, requestId) is stored under users/{uid}/requests, in the
 * same transaction that moved the money, and a repeat returns it without moving anything again.
 */
interface StoredRequest<K extends CallableName> {
  callable: K;
  response: CallableResponse<K>;
}

export const REQUEST_ID_REUSED = 'This request id was already used for another request.';

function check<K extends CallableName>(stored: StoredRequest<CallableName>, callable: K): CallableResponse<K> {
  if (stored.callable !== callable) throw new HttpsError('already-exists', REQUEST_ID_REUSED);
  return stored.response as CallableResponse<K>;
}

/** The stored first result, read outside any transaction (a cheap check before calling a provider). */
export async function storedResponse<K extends CallableName>(
  uid: string,
  requestId: string,
  callable: K,
): Promise<CallableResponse<K> | undefined> {
  const snap = await db.doc(ledgerPaths.request(uid, requestId)).get();
  return snap.exists ? check(snap.data() as StoredRequest<CallableName>, callable) : undefined;
}

/**
 * Runs `body` in a transaction unless the request already ran, then stores its result. `body` may read (the
 * request document is read first) and write; the result is written last.
 */
export function runIdempotent<K extends CallableName>(
  uid: string,
  requestId: string,
  callable: K,
  body: (tx: Transaction) => Promise<CallableResponse<K>>,
): Promise<CallableResponse<K>> {
  const ref = db.doc(ledgerPaths.request(uid, requestId));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return check(snap.data() as StoredRequest<CallableName>, callable);
    const response = await body(tx);
    tx.create(ref, { callable, response, timestamp: FieldValue.serverTimestamp() });
    return response;
  });
}
