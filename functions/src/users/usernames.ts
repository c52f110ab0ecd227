import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { randomUsernameSuffix, suffixedUsername } from './usernameRules';
import type { UsernameReservation } from '../shared/users/types';
import { userPaths } from '../shared/users/firestorePaths';

const MAX_ATTEMPTS = 20;

function reservationRef(username: string) {
  return db.doc(userPaths.username(username.toLowerCase()));
}

/** Whether `username` is free, or already held by `uid`. Reads inside `tx` when one is given. */
export async function isUsernameFree(tx: Transaction | null, username: string, uid?: string): Promise<boolean> {
  const ref = reservationRef(username);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return !snap.exists || (uid !== undefined && (snap.data() as UsernameReservation).uid === uid);
}

/**
 * Finds `desired` or, when it is taken, `desired` plus a random 1000-9999 suffix. Only reads; reserve the result
 * with `reserveUsername` in the same transaction so two signups cannot get the same name.
 */
export async function findFreeUsername(tx: Transaction, desired: string, uid: string): Promise<string> {
  if (await isUsernameFree(tx, desired, uid)) return desired;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const candidate = suffixedUsername(desired, randomUsernameSuffix());
    if (await isUsernameFree(tx, candidate, uid)) return candidate;
  }
  throw new Error(`No free username found for ${desired}`);
}

export function reserveUsername(tx: Transaction, username: string, uid: string): void {
  const reservation: UsernameReservation<FieldValue> = { uid, username, timestamp: FieldValue.serverTimestamp() };
  tx.set(reservationRef(username), reservation);
}

export function releaseUsername(tx: Transaction, username: string): void {
  tx.delete(reservationRef(username));
}
