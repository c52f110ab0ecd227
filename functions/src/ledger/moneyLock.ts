import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { ledgerPaths } from '../shared/ledger/firestorePaths';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** gRPC ABORTED: the transaction lost a lock conflict, even after the SDK's own attempts. */
const ABORTED = 10;
const CONTENTION_ATTEMPTS = 6;

/**
 * Runs a transaction again when it keeps losing lock conflicts (a burst of requests on one balance). Safe for
 * the transactions here: each re-reads everything and is idempotent.
 */
export async function withContentionRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: unknown }).code !== ABORTED || attempt >= CONTENTION_ATTEMPTS) throw error;
      await sleep(100 + Math.random() * 250 * attempt);
    }
  }
}

/** gRPC ALREADY_EXISTS: a create() found the document. */
const ALREADY_EXISTS = 6;
const LOCK_LEASE_MS = 15_000;
const LOCK_WAIT_MS = 45_000;

/**
 * Runs `run` while holding the user's money lock (users/{uid}/locks/money), so that a burst of requests on one
 * balance reaches Firestore one transaction at a time instead of aborting each other's transactions over and
 * over. Correctness never depends on the lock (every change is still a transaction); a lock left by a crashed
 * instance expires after its lease.
 */
export async function withMoneyLock<T>(uid: string, busyMessage: string, run: () => Promise<T>): Promise<T> {
  const ref = db.doc(ledgerPaths.moneyLock(uid));
  const deadline = Date.now() + LOCK_WAIT_MS;
  let acquired: Timestamp | null = null;
  while (!acquired) {
    try {
      acquired = (await ref.create({ expiresAt: Timestamp.fromMillis(Date.now() + LOCK_LEASE_MS) })).writeTime;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      const held = await ref.get();
      const expiresAt = held.get('expiresAt') as Timestamp | undefined;
      if (held.updateTime && expiresAt && expiresAt.toMillis() < Date.now()) {
        await ref.delete({ lastUpdateTime: held.updateTime }).catch(() => undefined);
      } else if (Date.now() > deadline) {
        throw new HttpsError('unavailable', busyMessage);
      } else {
        await sleep(100 + Math.random() * 200);
      }
    }
  }
  try {
    return await run();
  } finally {
    await ref.delete({ lastUpdateTime: acquired }).catch((error: unknown) => logger.warn('Money lock release failed', { uid, error }));
  }
}

