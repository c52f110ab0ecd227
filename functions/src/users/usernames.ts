import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { db } from '../core/admin';
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_SUFFIX_MAX,
  USERNAME_SUFFIX_MIN,
} from '../shared/constants';
import { paths } from '../shared/paths';
import type { UsernameReservation } from '../shared/types';

const SUFFIX_DIGITS = String(USERNAME_SUFFIX_MAX).length;
const MAX_ATTEMPTS = 20;

function randomSuffix(): string {
  return String(randomInt(USERNAME_SUFFIX_MIN, USERNAME_SUFFIX_MAX + 1));
}

/**
 * Turns any requested name (a signup field, an email prefix, a Twitch login) into one that meets the username
 * rule: letters, digits, dash and underscore, 5 to 32 characters.
 */
export function normalizeUsername(requested: string | undefined, fallback: string): string {
  const clean = (value: string | undefined) => (value ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, USERNAME_MAX_LENGTH);
  let name = clean(requested) || clean(fallback) || 'player';
  if (name.length < USERNAME_MIN_LENGTH) name = `${name}${randomSuffix()}`.slice(0, USERNAME_MAX_LENGTH);
  return name;
}

function reservationRef(username: string) {
  return db.doc(paths.username(username.toLowerCase()));
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
  const base = desired.slice(0, USERNAME_MAX_LENGTH - SUFFIX_DIGITS);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const candidate = `${base}${randomSuffix()}`;
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
