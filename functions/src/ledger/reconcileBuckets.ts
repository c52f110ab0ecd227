import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { battleWagerId } from '../battles/createBattleBet';
import { streamBetWagerId } from '../streamBets/createBet';
import { parlayWagerId } from '../streamBets/createParlay';
import { equalShares } from '../shared/battles/odds';
import { BATTLE_COLLECTIONS } from '../shared/battles/firestorePaths';
import type { BattleDoc } from '../shared/battles/types';
import { CHALLENGE_COLLECTIONS } from '../shared/challenges/firestorePaths';
import { EVENT_COLLECTIONS } from '../shared/events/firestorePaths';
import type { ReconcileDiscrepancy } from '../shared/ledger/types';
import { STREAM_BET_COLLECTIONS } from '../shared/streamBets/firestorePaths';
import { STREAM_COLLECTIONS } from '../shared/streams/firestorePaths';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import { readPayingItems, reconcileEarnings, recordItem, wagerEarnings, wagerItemKey, type EarnedByItem } from './reconcileEarnings';

export type ForEachDoc = (query: Query, visit: (doc: QueryDocumentSnapshot) => void) => Promise<number>;

/** What the house ledger says each holding bucket holds, by the item that put it there. */
export interface HeldByItem {
  /** wagers_held by wager id (from the idempotency keys of wagerKeys). */
  wagers: Map<string, number>;
  /** wagers_held money whose idempotency key names no wager. */
  unattributedWagers: number;
  /** prize by battle id (from the entries' references). */
  prizeByBattle: Map<string, number>;
  /** prize money whose reference names no battle. */
  unattributedPrize: number;
  /** payouts_in_flight by payout id (from the entries' references). */
  payoutsInFlight: Map<string, number>;
  /** payouts_in_flight money whose reference names no payout. */
  unattributedPayouts: number;
}

export function emptyHeld(): HeldByItem {
  return { wagers: new Map(), unattributedWagers: 0, prizeByBattle: new Map(), unattributedPrize: 0, payoutsInFlight: new Map(), unattributedPayouts: 0 };
}

const WAGER_KEY = /^wager_(.+?)(?:_won|_lost|_refund)?$/;
const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Files one house ledger entry under the item it belongs to. */
export function fileHouseEntry(held: HeldByItem, entry: DocumentData): void {
  const amount = num(entry.amount);
  if (entry.bucket === 'wagers_held') {
    const wagerId = typeof entry.idempotencyKey === 'string' ? WAGER_KEY.exec(entry.idempotencyKey)?.[1] : undefined;
    if (wagerId) add(held.wagers, wagerId, amount);
    else held.unattributedWagers += amount;
  } else if (entry.bucket === 'prize') {
    const reference = entry.reference as { kind?: unknown; id?: unknown } | null;
    if (reference?.kind === 'battle' && typeof reference.id === 'string') add(held.prizeByBattle, reference.id, amount);
    else held.unattributedPrize += amount;
  } else if (entry.bucket === 'payouts_in_flight') {
    const reference = entry.reference as { kind?: unknown; id?: unknown } | null;
    if (reference?.kind === 'payout' && typeof reference.id === 'string') add(held.payoutsInFlight, reference.id, amount);
    else held.unattributedPayouts += amount;
  }
}

interface HeldItem {
  path: string;
  /** Cash the item says is held for it now: its stake while open, else 0. */
  cash: number;
}

interface Items {
  /** Every wager item, by wager id, with the cash it says is held. */
  wagers: Map<string, HeldItem>;
  /** The prize fees of each battle's reserve bets that were not refunded. */
  prizeFees: Map<string, number>;
}

/**
 * Reads every item that holds money, in one pass over each collection group (the groups at once: each files under
 * its own wager ids), and records what each settled one earned.
 */
async function readItems(forEachDoc: ForEachDoc, earned: EarnedByItem): Promise<Items> {
  const wagers = new Map<string, HeldItem>();
  const prizeFees = new Map<string, number>();
  const note = (wagerId: string, item: HeldItem, earns: ReturnType<typeof wagerEarnings>) => {
    wagers.set(wagerId, item);
    recordItem(earned, wagerItemKey(wagerId), item.path, earns, wagerId);
  };
  const reads = [
    forEachDoc(db.collectionGroup(BATTLE_COLLECTIONS.bets), (doc) => {
      const parent = doc.ref.parent.parent;
      if (!parent) return;
      const data = doc.data();
      const cash = data.status === 'open' ? num(data.balance) : 0;
      if (parent.parent.id === STREAM_COLLECTIONS.streams) {
        note(streamBetWagerId(parent.id, doc.id), { path: doc.ref.path, cash }, wagerEarnings('streamBet', data));
        return;
      }
      note(battleWagerId(parent.id, doc.id), { path: doc.ref.path, cash }, wagerEarnings('battleBet', data));
      const prize = num((data.feeParts as { prize?: unknown } | undefined)?.prize);
      if (data.status !== 'refunded' && prize !== 0) add(prizeFees, parent.id, prize);
    }),
    forEachDoc(db.collectionGroup(STREAM_BET_COLLECTIONS.parlays), (doc) => {
      const parent = doc.ref.parent.parent;
      if (!parent) return;
      const cash = doc.get('status') === 'active' ? num(doc.get('basePrice')) : 0;
      note(parlayWagerId(parent.id, doc.id), { path: doc.ref.path, cash }, wagerEarnings('parlay', doc.data()));
    }),
    ...[CHALLENGE_COLLECTIONS.contributions, EVENT_COLLECTIONS.entries].map((group) =>
      forEachDoc(db.collectionGroup(group), (doc) => {
        const wagerId = doc.get('wagerId') as unknown;
        if (typeof wagerId !== 'string') return;
        note(wagerId, { path: doc.ref.path, cash: doc.get('status') === 'held' ? num(doc.get('cash')) : 0 }, wagerEarnings('potPayment', doc.data()));
      }),
    ),
  ];
  await Promise.all(reads);
  return { wagers, prizeFees };
}

/** What each battle's prize pool should still hold: its prize fees, less the shares paid once the battle is final. */
async function unpaidPrizes(prizeFees: Map<string, number>): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  if (prizeFees.size === 0) return expected;
  const battles = await db.getAll(...[...prizeFees.keys()].map((battleId) => db.doc(`${BATTLE_COLLECTIONS.battles}/${battleId}`)));
  for (const snap of battles) {
    const prize = prizeFees.get(snap.id)!;
    const battle = snap.data() as BattleDoc | undefined;
    if (battle?.status !== 'final') {
      expected.set(snap.id, prize);
      continue;
    }
    const winner = battle.competitors.find((competitor) => competitor.id === battle.winnerId);
    const paid = equalShares(prize, Object.keys(winner?.players ?? {}).length).reduce((sum, share) => sum + share, 0);
    expected.set(snap.id, prize - paid);
  }
  return expected;
}

/** What the holding buckets are checked against: the items that hold money, read from the items themselves. */
export interface BucketItems {
  items: Items;
  /** Each battle's unpaid prize pool (unpaidPrizes). */
  prizes: Map<string, number>;
  /** Each pending payout's amount, by payout id. */
  pending: Map<string, number>;
}

/**
 * Reads every item the holding buckets are checked against, and files what each settled item earned into `earned`
 * (the ledger side of `earned` may be filed before, after or meanwhile: each side has a map of its own). Reads only;
 * reconcile starts it at the same time as its ledger reads.
 */
export async function readBucketItems(earned: EarnedByItem, forEachDoc: ForEachDoc): Promise<BucketItems> {
  const pending = new Map<string, number>();
  const readWagerItems = readItems(forEachDoc, earned);
  const [items, prizes] = await Promise.all([
    readWagerItems,
    readWagerItems.then((read) => unpaidPrizes(read.prizeFees)),
    readPayingItems(earned, forEachDoc),
    forEachDoc(db.collection(WALLET_COLLECTIONS.payouts).where('status', '==', 'pending'), (doc) => {
      pending.set(doc.id, num(doc.get('amount')));
    }),
  ]);
  return { items, prizes, pending };
}

/**
 * Each holding bucket against the open items it holds, computed from the items themselves: `wagers_held` wager
 * by wager (battle bets, stream bets, Kills + Win, challenge contributions, event entries and Add Money: the stake's
 * cash while open, nothing once settled or refunded), `prize` battle by battle (the reserve fees of its bets not
 * refunded, less the shares paid when it went final), and `payouts_in_flight` payout by payout (its amount while
 * pending, nothing once completed or failed). A difference
 * names the bucket, the item, what the item says and what the ledger holds. `house`, `earnings`, `fees` and
 * `adjustments` are then checked item by item against what the settled items say they earned (reconcileEarnings.ts).
 */
export function reconcileBuckets(held: HeldByItem, earned: EarnedByItem, { items, prizes, pending }: BucketItems): ReconcileDiscrepancy[] {
  const discrepancies: ReconcileDiscrepancy[] = [];
  for (const wagerId of new Set([...held.wagers.keys(), ...items.wagers.keys()])) {
    const item = items.wagers.get(wagerId);
    const expected = item?.cash ?? 0;
    const actual = held.wagers.get(wagerId) ?? 0;
    if (expected !== actual) {
      discrepancies.push({ kind: 'bucket', bucket: 'wagers_held', item: item?.path ?? `wager ${wagerId} (no item)`, wagerId, field: 'held for the wager', expected, actual });
    }
  }
  if (held.unattributedWagers !== 0) {
    discrepancies.push({ kind: 'bucket', bucket: 'wagers_held', field: 'held under no wager', expected: 0, actual: held.unattributedWagers });
  }

  for (const battleId of new Set([...held.prizeByBattle.keys(), ...prizes.keys()])) {
    const expected = prizes.get(battleId) ?? 0;
    const actual = held.prizeByBattle.get(battleId) ?? 0;
    if (expected !== actual) discrepancies.push({ kind: 'bucket', bucket: 'prize', item: `${BATTLE_COLLECTIONS.battles}/${battleId}`, field: 'unpaid prize pool', expected, actual });
  }
  if (held.unattributedPrize !== 0) discrepancies.push({ kind: 'bucket', bucket: 'prize', field: 'prize under no battle', expected: 0, actual: held.unattributedPrize });

  for (const payoutId of new Set([...held.payoutsInFlight.keys(), ...pending.keys()])) {
    const expected = pending.get(payoutId) ?? 0;
    const actual = held.payoutsInFlight.get(payoutId) ?? 0;
    if (expected !== actual) {
      discrepancies.push({ kind: 'bucket', bucket: 'payouts_in_flight', item: `${WALLET_COLLECTIONS.payouts}/${payoutId}`, field: 'requested, unfinished payout', expected, actual });
    }
  }
  if (held.unattributedPayouts !== 0) {
    discrepancies.push({ kind: 'bucket', bucket: 'payouts_in_flight', field: 'in flight under no payout', expected: 0, actual: held.unattributedPayouts });
  }
  discrepancies.push(...reconcileEarnings(earned));
  return discrepancies;
}
