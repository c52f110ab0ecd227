import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { tryTakeLease } from '../core/leaseDocument';
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

const LOCK_LEASE_MS = 15_000;
const LOCK_WAIT_MS = 45_000;

/** The user's money lock, held. */
export interface MoneyLock {
  /**
   * Deletes the lock in `tx`'s commit, so that releasing it costs no round trip of its own. Call it after the
   * transaction's reads, on every path that commits; a lock not released this way is released afterwards.
   */
  releaseIn(tx: Transaction): void;
}

interface HeldLock extends MoneyLock {
  ref: DocumentReference;
  acquired: Timestamp;
  releasedInTransaction: boolean;
}

/** Waits for the lock; gives up (null) as soon as `wanted()` turns false. */
async function acquire(uid: string, busyMessage: string, wanted: () => boolean): Promise<HeldLock | null> {
  const ref = db.doc(ledgerPaths.moneyLock(uid));
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (wanted()) {
    const attempt = await tryTakeLease(ref, LOCK_LEASE_MS);
    if (attempt === 'free') continue;
    if (attempt === 'held') {
      if (Date.now() > deadline) throw new HttpsError('unavailable', busyMessage);
      await sleep(100 + Math.random() * 200);
      continue;
    }
    const held: HeldLock = {
      ref,
      acquired: attempt,
      releasedInTransaction: false,
      releaseIn(tx) {
        // No precondition: a failed one would fail the money transaction. Deleting a lock that another call
        // took after this one's lease ran out costs only queueing, never correctness.
        tx.delete(ref);
        held.releasedInTransaction = true;
      },
    };
    return held;
  }
  return null;
}

async function release(uid: string, held: HeldLock): Promise<void> {
  await held.ref
    .delete({ lastUpdateTime: held.acquired })
    .catch((error: unknown) => logger.warn('Money lock release failed', { uid, error }));
}

/**
 * Runs a money call on `uid`'s balance holding the user's money lock (users/{uid}/locks/money), so that a burst
 * of requests on one balance reaches Firestore one transaction at a time instead of aborting each other's
 * transactions over and over (on the emulator every such conflict costs a 2-second lock timeout). Correctness
 * never depends on the lock (every change is still a transaction); a lock left by a crashed instance expires after
 * its lease.
 *
 * The lock costs no wait when nothing contends: it is taken while `checks` runs (the call's reads and refusals
 * before any money moves, a provider call included), and `money`'s transaction releases it in its own commit
 * (lock.releaseIn). When `checks` refuses, or `money` fails or returns without releasing, it is released here.
 */
export async function withMoneyLock<C, T>(
  uid: string,
  busyMessage: string,
  checks: () => Promise<C>,
  money: (checked: C, lock: MoneyLock) => Promise<T>,
): Promise<T> {
  let refused = false;
  const acquiring = acquire(uid, busyMessage, () => !refused);
  // Awaited once the checks are done; until then a failure must not count as unhandled.
  acquiring.catch(() => undefined);
  let checked: C;
  try {
    checked = await checks();
  } catch (error) {
    refused = true;
    await acquiring.then((held) => held && release(uid, held), () => undefined);
    throw error;
  }
  const held = (await acquiring)!;
  try {
    const result = await money(checked, held);
    if (!held.releasedInTransaction) await release(uid, held);
    return result;
  } catch (error) {
    await release(uid, held);
    throw error;
  }
}
