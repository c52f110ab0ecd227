import type { DocumentData, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { countMovements, countedId, type Countable } from '../admin/summaryRollups';
import { isActivity, summaryDelta, type SummaryMovement } from '../admin/summaryFigures';
import { adminPaths } from '../shared/admin/firestorePaths';
import { LEDGER_COLLECTIONS } from '../shared/ledger/firestorePaths';
import type { HouseBucket } from '../shared/ledger/types';
import { forEachPage } from './forEachPage';
import type { Migration, MigrationResult, MigrationRunOptions } from './migration';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const millisOf = (value: unknown): number => (value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : Date.now());

type Pending = Countable;

/** Counts one movement unless it was counted already (its marker exists); true when it counted it now. */
function countOnce({ movement, key, dayMs }: Pending): Promise<boolean> {
  const marker = db.doc(adminPaths.summaryCounted(countedId(movement.uid, key)));
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    countMovements(tx, [{ movement, key, dayMs }]);
    return true;
  });
}

const changesFigures = (movement: SummaryMovement) => Object.keys(summaryDelta(movement)).length > 0 || isActivity(movement);

type Legs = Array<{ bucket: HouseBucket; amount: number }>;

/** The house ledger grouped by movement: a user entry's legs, and each house-only movement (read whole, not counted in pages). */
async function readHouseLedger(options: MigrationRunOptions) {
  const userLegs = new Map<string, Legs>();
  const houseOnly = new Map<string, Pending>();
  await forEachPage(db.collection(LEDGER_COLLECTIONS.houseLedger), { pageSize: options.pageSize }, (doc) => {
    const data = doc.data();
    const leg = { bucket: data.bucket as HouseBucket, amount: num(data.amount) };
    const key = String(data.idempotencyKey);
    if (typeof data.uid === 'string') {
      const id = countedId(data.uid, key);
      userLegs.set(id, [...(userLegs.get(id) ?? []), leg]);
      return;
    }
    const reference = data.reference as { kind?: unknown } | null | undefined;
    const movement: SummaryMovement = houseOnly.get(key)?.movement ?? {
      uid: null,
      type: String(data.type),
      amount: 0,
      netAmount: 0,
      credits: 0,
      referenceKind: typeof reference?.kind === 'string' ? reference.kind : null,
      legs: [],
    };
    houseOnly.set(key, { movement: { ...movement, legs: [...movement.legs, leg] }, key, dayMs: millisOf(data.timestamp) });
  });
  return { userLegs, houseOnly };
}

function userMovement(doc: QueryDocumentSnapshot, userLegs: Map<string, Legs>): Pending | null {
  const uid = doc.ref.parent.parent?.id;
  if (!uid) return null;
  const data: DocumentData = doc.data();
  const key = String(data.idempotencyKey ?? doc.id);
  const reference = data.reference as { kind?: unknown; id?: unknown } | null | undefined;
  return {
    key,
    dayMs: millisOf(data.timestamp),
    movement: {
      uid,
      type: String(data.type),
      amount: num(data.amount),
      netAmount: num(data.netAmount),
      credits: num(data.credits),
      referenceKind: typeof reference?.kind === 'string' ? reference.kind : null,
      referenceId: typeof reference?.id === 'string' ? reference.id : null,
      streamerName: typeof data.streamerName === 'string' ? data.streamerName : null,
      legs: userLegs.get(countedId(uid, key)) ?? [],
    },
  };
}

/**
 * Backfills the Summary rollups (admin/summaryRollups.ts) from the ledger entries recorded before they were kept:
 * every movement that changes a figure and has no counted marker is counted once, in its own transaction (which
 * reads the marker first, so two runs at once still count it once). `maxPages` limits the pages of user entries
 * (the house ledger, needed for their legs, is always read whole); a stopped run resumes where it left off.
 */
export const summaryRollups: Migration = {
  id: 'summaryRollups',
  version: 1,
  description: 'Counts ledger entries recorded before the Summary figures were kept into the daily Summary rollups.',
  async run(options: MigrationRunOptions): Promise<MigrationResult> {
    const house = await readHouseLedger(options);
    const countOnceIfNew = async (movement: Pending | null) => movement !== null && changesFigures(movement.movement) && (await countOnce(movement));
    const users = await forEachPage(db.collectionGroup(LEDGER_COLLECTIONS.transactions), options, (doc) => countOnceIfNew(userMovement(doc, house.userLegs)));
    let changed = users.changed;
    if (users.done) for (const movement of house.houseOnly.values()) if (await countOnceIfNew(movement)) changed += 1;
    const messages = [`ledger movements counted: ${changed}${users.done ? '' : ' so far (run again to finish)'}`];
    if (users.done && changed === 0) messages.push('Nothing to do: every ledger movement is already counted.');
    return { changed, messages, done: users.done };
  },
};
