import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { adminPaths } from '../shared/admin/firestorePaths';
import { dayOf } from '../shared/admin/schemas';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import type { RecordedMovement, RollupWriter } from '../ledger/rollups';
import { bucketsOnly, isActivity, streamDelta, summaryDelta, type SummaryDelta, type SummaryMovement } from './summaryFigures';

/** Shards per day (and of the all-time totals): money transactions spread their increments over them. */
export const SUMMARY_SHARDS = 8;

/** A stable shard for a movement, so a backfill and the live writer put it in the same place. */
export function shardOf(key: string): number {
  let hash = 0;
  for (let index = 0; index < key.length; index += 1) hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  return hash % SUMMARY_SHARDS;
}

/** The id of a movement's counted marker: its ledger entry path (user) or its key (house-only). */
export function countedId(uid: string | null, idempotencyKey: string): string {
  return (uid ? ledgerPaths.transaction(uid, idempotencyKey) : `house/${idempotencyKey}`).replaceAll('/', '|');
}

/** Nested increments for a set-merge: `{ bets: { count: increment(1) } }`. */
function increments(delta: SummaryDelta): Record<string, Record<string, FieldValue> | FieldValue> {
  const out: Record<string, Record<string, FieldValue> | FieldValue> = {};
  for (const [field, amount] of Object.entries(delta)) {
    const [group, name] = field.split('.') as [string, string | undefined];
    if (name === undefined) out[group] = FieldValue.increment(amount);
    else out[group] = { ...((out[group] as Record<string, FieldValue> | undefined) ?? {}), [name]: FieldValue.increment(amount) };
  }
  return out;
}

/** One movement to count: what the ledger recorded, its key and when. */
export interface Countable {
  movement: SummaryMovement;
  key: string;
  dayMs: number;
}

function addDelta(into: Map<string, { base: Record<string, unknown>; delta: SummaryDelta }>, path: string, base: Record<string, unknown>, delta: SummaryDelta): void {
  if (Object.keys(delta).length === 0) return;
  const current = into.get(path) ?? { base, delta: {} };
  for (const [field, amount] of Object.entries(delta)) current.delta[field] = (current.delta[field] ?? 0) + amount;
  into.set(path, current);
}

/**
 * Adds movements to the Summary rollups inside `tx`, only writing (blind increments and creates), one write per
 * document however many movements share it: each day's shard, the all-time totals' shard, the day's active-user
 * lines, its stream's line (stream bets and Kills + Win), and a marker per movement that it was counted (created, so a movement counted twice fails its transaction
 * instead of counting twice). A movement that changes no figure (a Bonus Credit transfer) writes nothing.
 */
export function countMovements(tx: Transaction, countables: readonly Countable[]): void {
  const sums = new Map<string, { base: Record<string, unknown>; delta: SummaryDelta }>();
  const active = new Map<string, { day: string; uid: string }>();
  for (const { movement, key, dayMs } of countables) {
    const delta = summaryDelta(movement);
    const wagered = isActivity(movement);
    if (Object.keys(delta).length === 0 && !wagered) continue;
    const day = dayOf(dayMs);
    const shard = shardOf(`${movement.uid ?? 'house'}/${key}`);
    tx.create(db.doc(adminPaths.summaryCounted(countedId(movement.uid, key))), { day });
    addDelta(sums, adminPaths.summaryDay(day, shard), { day, shard }, delta);
    addDelta(sums, adminPaths.summaryTotal(shard), { shard }, bucketsOnly(delta));
    const stream = streamDelta(movement);
    if (stream) {
      const base = { day, streamId: stream.streamId, ...(movement.streamerName ? { streamerName: movement.streamerName } : {}) };
      addDelta(sums, adminPaths.streamDay(day, stream.streamId, shard), base, stream.delta);
    }
    if (wagered && movement.uid) active.set(adminPaths.summaryActive(day, movement.uid), { day, uid: movement.uid });
  }
  for (const [path, { base, delta }] of sums) tx.set(db.doc(path), { ...base, ...increments(delta) }, { merge: true });
  for (const [path, line] of active) tx.set(db.doc(path), line);
}

function asSummaryMovement(movement: RecordedMovement): Omit<Countable, 'dayMs'> {
  if (movement.kind === 'house') {
    return {
      key: movement.idempotencyKey,
      movement: { uid: null, type: movement.type, amount: 0, netAmount: 0, credits: 0, referenceKind: movement.reference?.kind ?? null, legs: movement.legs },
    };
  }
  const { entry } = movement;
  return {
    key: entry.idempotencyKey,
    movement: {
      uid: movement.uid,
      type: entry.type,
      amount: entry.amount,
      netAmount: entry.netAmount,
      credits: entry.credits,
      referenceKind: entry.reference?.kind ?? null,
      referenceId: entry.reference?.id ?? null,
      streamerName: entry.streamerName,
      legs: movement.legs,
    },
  };
}

/** The Summary's rollup writer, registered in ledger/rollups.ts. */
export const writeSummaryRollups: RollupWriter = (tx, movements) => {
  countMovements(
    tx,
    movements.map((recorded) => ({ ...asSummaryMovement(recorded), dayMs: recorded.at })),
  );
};
