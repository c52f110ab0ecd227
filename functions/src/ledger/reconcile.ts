import { db } from '../core/admin';
import { accountOf } from './account';
import { HOUSE_BUCKETS, type HouseBucket, type ReconcileDiscrepancy, type ReconcileReport } from '../shared/ledger/types';
import { LEDGER_COLLECTIONS } from '../shared/ledger/firestorePaths';
import { CORE_COLLECTIONS } from '../shared/core/firestorePaths';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import { emptyHeld, fileHouseEntry, readBucketItems, reconcileBuckets } from './reconcileBuckets';
import { emptyEarned, fileEarningEntry, fileLedgerAdjustment } from './reconcileEarnings';

interface Sums {
  cash: number;
  credits: number;
  chest: number;
}

const PAGE = 1_000;

/** Streams a whole collection (or collection group) in pages, by document path order. */
async function forEachDoc(
  query: FirebaseFirestore.Query,
  visit: (doc: FirebaseFirestore.QueryDocumentSnapshot) => void,
): Promise<number> {
  let count = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    snap.docs.forEach(visit);
    count += snap.size;
    if (snap.size < PAGE) return count;
    last = snap.docs[snap.docs.length - 1];
  }
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Checks the books: every user's account equals the sum of their ledger entries, completed deposits equal the
 * deposit entries, user balances + house buckets = completed deposits - completed payouts, each holding bucket
 * holds exactly what its open items say (reconcileBuckets.ts), and each earning bucket exactly what its settled items
 * say they earned (reconcileEarnings.ts). Reads only.
 */
export async function reconcile(): Promise<ReconcileReport> {
  const discrepancies: ReconcileDiscrepancy[] = [];

  const ledger = new Map<string, Sums>();
  const earned = emptyEarned();
  let depositEntries = 0;
  const readEntries = forEachDoc(db.collectionGroup(LEDGER_COLLECTIONS.transactions), (doc) => {
    const uid = doc.ref.parent.parent?.id;
    if (!uid) return;
    const data = doc.data();
    const sums = ledger.get(uid) ?? { cash: 0, credits: 0, chest: 0 };
    sums.cash += num(data.amount);
    sums.credits += num(data.credits);
    sums.chest += num(data.bonusChestCredits);
    ledger.set(uid, sums);
    if (data.type === 'add_balance') depositEntries += num(data.amount);
    fileLedgerAdjustment(earned, uid, data);
  });

  // Each user's account is held against their ledger entries once every entry is read; every other collection is
  // read at the same time (each read files into maps of its own, so the order does not matter).
  let userBalances = 0;
  const userDocs: FirebaseFirestore.QueryDocumentSnapshot[] = [];
  const readUsers = forEachDoc(db.collection(CORE_COLLECTIONS.users), (doc) => userDocs.push(doc));
  const checkUsers = Promise.all([readEntries, readUsers]).then(([, count]) => {
    for (const doc of userDocs) {
      const account = accountOf(doc.data());
      const sums = ledger.get(doc.id) ?? { cash: 0, credits: 0, chest: 0 };
      ledger.delete(doc.id);
      userBalances += account.balance;
      const fields: Array<[string, number, number]> = [
        ['balance', sums.cash, account.balance],
        ['credits', sums.credits, account.credits],
        ['bonus.credits', sums.chest, account.bonus.credits],
      ];
      for (const [field, expected, actual] of fields) {
        if (expected !== actual) discrepancies.push({ kind: 'user', uid: doc.id, field, expected, actual });
      }
      if (account.balance < 0) discrepancies.push({ kind: 'user', uid: doc.id, field: 'balance >= 0', expected: 0, actual: account.balance });
    }
    return count;
  });

  const house = Object.fromEntries(HOUSE_BUCKETS.map((bucket) => [bucket, 0])) as Record<HouseBucket, number>;
  const heldByItem = emptyHeld();
  const readHouse = forEachDoc(db.collection(LEDGER_COLLECTIONS.houseLedger), (doc) => {
    const data = doc.data();
    fileHouseEntry(heldByItem, data);
    fileEarningEntry(earned, data);
    const bucket = data.bucket as HouseBucket;
    if (bucket in house) house[bucket] += num(data.amount);
    else discrepancies.push({ kind: 'global', field: `unknown house bucket ${String(bucket)}`, expected: 0, actual: num(data.amount) });
  });

  let completedDeposits = 0;
  const readOrders = forEachDoc(db.collection(WALLET_COLLECTIONS.orders), (doc) => {
    if (doc.get('status') === 'completed') completedDeposits += num(doc.get('amount'));
  });
  let completedPayouts = 0;
  const readPayouts = forEachDoc(db.collection(WALLET_COLLECTIONS.payouts), (doc) => {
    if (doc.get('status') === 'completed') completedPayouts += num(doc.get('amount'));
  });
  const readItems = readBucketItems(earned, forEachDoc);
  const [checkedEntries, checkedUsers, , , , bucketItems] = await Promise.all([readEntries, checkUsers, readHouse, readOrders, readPayouts, readItems]);

  // Ledger entries whose user document is gone still hold money.
  for (const [uid, sums] of ledger) {
    discrepancies.push({ kind: 'user', uid, field: 'balance (no user document)', expected: sums.cash, actual: 0 });
    userBalances += sums.cash;
  }

  if (depositEntries !== completedDeposits) {
    discrepancies.push({ kind: 'deposits', field: 'deposit entries = completed orders', expected: completedDeposits, actual: depositEntries });
  }
  const houseTotal = Object.values(house).reduce((sum, value) => sum + value, 0);
  const held = userBalances + houseTotal;
  const owed = completedDeposits - completedPayouts;
  if (held !== owed) {
    discrepancies.push({ kind: 'global', field: 'user balances + house = deposits - completed payouts', expected: owed, actual: held });
  }

  discrepancies.push(...reconcileBuckets(heldByItem, earned, bucketItems));

  return {
    ok: discrepancies.length === 0,
    checkedUsers,
    checkedEntries,
    totals: { userBalances, house, completedDeposits, completedPayouts },
    discrepancies,
  };
}
