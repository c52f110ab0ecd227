import type { DocumentData, Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { countMovements, countedId, type Countable } from '../admin/summaryRollups';
import { isActivity, summaryDelta, type SummaryMovement } from '../admin/summaryFigures';
import { adminPaths } from '../shared/admin/firestorePaths';
import { LEDGER_COLLECTIONS } from '../shared/ledger/firestorePaths';
import type { HouseBucket } from '../shared/ledger/types';
import type { Migration, MigrationResult, MigrationRunOptions } from './migration';

const DEFAULT_PAGE_SIZE = 200;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const millisOf = (value: unknown): number => (value && typeof (value as Timestamp).toMillis === 'function' ? (value as Timestamp).toMillis() : Date.now());

type Pending = Countable;

/** Pages through `query` by document name, handing each document to `visit`; stops at `maxPages` with work left. */
async function overPages(query: Query, options: MigrationRunOptions, pagesUsed: { count: number }, visit: (doc: QueryDocumentSnapshot) => Promise<void> | void): Promise<boolean> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    if (options.maxPages !== undefined && pagesUsed.count >= options.maxPages) return false;
    const ordered = query.orderBy('__name__').limit(pageSize);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    pagesUsed.count += 1;
    for (const doc of page.docs) await visit(doc);
    if (page.size < pageSize) return true;
    last = page.docs[page.docs.length - 1];
  }
}

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
  await overPages(db.collection(LEDGER_COLLECTIONS.houseLedger), { pageSize: options.pageSize }, { count: 0 }, (doc) => {
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
    let changed = 0;
    const count = async (movement: Pending | null) => {
      if (movement && changesFigures(movement.movement) && (await countOnce(movement))) changed += 1;
    };
    const usersDone = await overPages(db.collectionGroup(LEDGER_COLLECTIONS.transactions), options, { count: 0 }, (doc) => count(userMovement(doc, house.userLegs)));
    if (usersDone) for (const movement of house.houseOnly.values()) await count(movement);
    const messages = [`ledger movements counted: ${changed}${usersDone ? '' : ' so far (run again to finish)'}`];
    if (usersDone && changed === 0) messages.push('Nothing to do: every ledger movement is already counted.');
    return { changed, messages, done: usersDone };
  },
};
