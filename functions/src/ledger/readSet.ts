import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

/**
 * Documents a transaction read in one round trip, by path: a money transaction reads everything it needs with one
 * getAll and hands the snapshots on (to the ledger, to the product's own checks) instead of reading them again.
 */
export type ReadSet = ReadonlyMap<string, DocumentSnapshot>;

/** `refs` without repeats (one getAll reads each document once). */
export function distinct(refs: DocumentReference[]): DocumentReference[] {
  const seen = new Set<string>();
  return refs.filter((ref) => !seen.has(ref.path) && seen.add(ref.path));
}

export function readSetOf(snapshots: DocumentSnapshot[]): ReadSet {
  return new Map(snapshots.map((snap) => [snap.ref.path, snap]));
}

/** Reads `refs` in `tx` with one getAll. */
export async function readAll(tx: Transaction, refs: DocumentReference[]): Promise<ReadSet> {
  const unique = distinct(refs);
  return unique.length === 0 ? new Map() : readSetOf(await tx.getAll(...unique));
}

export function snapshotIn(read: ReadSet, ref: DocumentReference): DocumentSnapshot {
  const snap = read.get(ref.path);
  if (!snap) throw new Error(`${ref.path} was not read in this transaction`);
  return snap;
}
