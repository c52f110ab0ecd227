import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { CHALLENGE_COLLECTIONS } from '../shared/challenges/firestorePaths';
import { EVENT_COLLECTIONS } from '../shared/events/firestorePaths';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import type { ReconcileDiscrepancy } from '../shared/ledger/types';
import { SUPPORT_COLLECTIONS, supportPaths } from '../shared/support/firestorePaths';
import type { ForEachDoc } from './reconcileBuckets';

/**
 * The buckets settled items earn into (or pay out of): `house` (lost stakes, winnings above the stake, tips, streamer
 * payouts, reserve house fees, corrections), `earnings` (reserve earnings fees), `fees` (no product item earns fees,
 * so every fees entry is a difference) and `adjustments` (cash an admin or the system added or removed). The house
 * ledger's entries are grouped by the item they belong to (its wager, challenge, event, support audit entry or user
 * ledger entry), and each group is held against what the item itself says it earned.
 */
export const EARNING_BUCKETS = ['house', 'earnings', 'fees', 'adjustments'] as const;
export type EarningBucket = (typeof EARNING_BUCKETS)[number];
export type Earnings = Partial<Record<EarningBucket, number>>;

/** Keys of every ledger amount of one wager: its stake, its outcomes, a won bet's tip and streamer share, corrections. */
const WAGER_KEY = /^wager_(.+?)(?:_won|_lost|_refund|_won_tip|_won_streamer|_correction\d+(?:_streamer)?)?$/;
const ADJUSTMENT_TYPES = new Set(['admin_adjustment', 'system_adjustment']);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const isEarningBucket = (bucket: unknown): bucket is EarningBucket => EARNING_BUCKETS.includes(bucket as EarningBucket);
export const wagerItemKey = (wagerId: string) => `wager ${wagerId}`;
const referenceOf = (entry: DocumentData) => entry.reference as { kind?: unknown; id?: unknown } | null | undefined;

/** The item a house or user ledger entry belongs to, by its idempotency key or reference. */
function itemKeyOf(entry: DocumentData, uid: string | null): string {
  const key = typeof entry.idempotencyKey === 'string' ? entry.idempotencyKey : '';
  const wagerId = WAGER_KEY.exec(key)?.[1];
  if (wagerId) return wagerItemKey(wagerId);
  const reference = referenceOf(entry);
  if (typeof reference?.id === 'string') {
    if (reference.kind === 'challenge') return `challenge ${reference.id}`;
    if (reference.kind === 'event') return `event ${reference.id}`;
    if (reference.kind === 'audit') return `audit ${reference.id}`;
  }
  return uid ? `entry ${uid}/${key}` : `house entry ${key}`;
}

/** What the house ledger says each item earned, bucket by bucket, and what the items say. */
export interface EarnedByItem {
  /** From the house ledger: item key -> bucket -> amount. */
  ledger: Map<string, Earnings>;
  /** From the items: item key -> bucket -> amount, with the item's path. */
  items: Map<string, { path: string; wagerId?: string; earns: Earnings }>;
}

export function emptyEarned(): EarnedByItem {
  return { ledger: new Map(), items: new Map() };
}

const addTo = (earnings: Earnings, bucket: EarningBucket, amount: number) => {
  earnings[bucket] = (earnings[bucket] ?? 0) + amount;
};

/** Files one house ledger entry of an earning bucket under its item. */
export function fileEarningEntry(earned: EarnedByItem, entry: DocumentData): void {
  if (!isEarningBucket(entry.bucket)) return;
  const key = itemKeyOf(entry, typeof entry.uid === 'string' ? entry.uid : null);
  const earnings = earned.ledger.get(key) ?? {};
  addTo(earnings, entry.bucket, num(entry.amount));
  earned.ledger.set(key, earnings);
}

/** Records what an item says it earned (replacing what was recorded for it). */
export function recordItem(earned: EarnedByItem, key: string, path: string, earns: Earnings, wagerId?: string): void {
  earned.items.set(key, { path, earns, ...(wagerId === undefined ? {} : { wagerId }) });
}

/**
 * A user's cash adjustment (an opening balance, a signup credit, a bench top-up) is its own item: the adjustments
 * bucket holds minus its cash. Support adjustments are items of their audit entry, corrections of their wager.
 */
export function fileLedgerAdjustment(earned: EarnedByItem, uid: string, entry: DocumentData): void {
  if (!ADJUSTMENT_TYPES.has(entry.type as string)) return;
  const key = itemKeyOf(entry, uid);
  if (!key.startsWith('entry ')) return;
  const cash = num(entry.amount);
  recordItem(earned, key, ledgerPaths.transaction(uid, String(entry.idempotencyKey)), cash === 0 ? {} : { adjustments: -cash });
}

/** What a settled wager earned: the stake's cash kept or the winnings above it paid, and a reserve bet's fee parts. */
export function wagerEarnings(kind: 'battleBet' | 'streamBet' | 'parlay' | 'potPayment', data: DocumentData): Earnings {
  const status = data.status as unknown;
  if (kind === 'battleBet') {
    if (status === 'refunded') return {};
    const fee = (data.feeParts ?? {}) as { house?: unknown; earnings?: unknown };
    const outcome = status === 'lost' ? num(data.balance) : status === 'won' ? num(data.balance) - num(data.payout) : 0;
    return { house: num(fee.house) + outcome, earnings: num(fee.earnings) };
  }
  if (kind === 'streamBet') {
    if (status === 'lost') return { house: num(data.balance) };
    if (status === 'won') return { house: num(data.balance) - num(data.payout) - num(data.tipAmount) };
    return {};
  }
  if (kind === 'parlay') return status === 'completed' || status === 'failed' ? { house: num(data.basePrice) - num(data.payout) } : {};
  return status === 'paid' ? { house: num(data.cash) } : {};
}

/**
 * Reads the items that pay out of the house themselves (completed challenges and events) and support adjustments,
 * the three at once (each files under keys of its own kind).
 */
export async function readPayingItems(earned: EarnedByItem, forEachDoc: ForEachDoc): Promise<void> {
  const challenges = forEachDoc(db.collectionGroup(CHALLENGE_COLLECTIONS.challenges), (doc) => {
    const stream = doc.ref.parent.parent;
    if (!stream) return;
    const paid = num(doc.get('streamerPayout'));
    recordItem(earned, `challenge ${stream.id}/${doc.id}`, doc.ref.path, paid === 0 ? {} : { house: -paid });
  });
  const events = forEachDoc(db.collection(EVENT_COLLECTIONS.events), (doc) => {
    const winners = doc.get('winners') as unknown;
    const paid = doc.get('status') === 'completed' && Array.isArray(winners) ? num(doc.get('payoutPerWinner')) * winners.length : 0;
    recordItem(earned, `event ${doc.id}`, doc.ref.path, paid === 0 ? {} : { house: -paid });
  });
  const adjustments = forEachDoc(db.collection(SUPPORT_COLLECTIONS.auditLog), (doc) => {
    const before = num((doc.get('before') as Record<string, unknown> | undefined)?.balance);
    const after = num((doc.get('after') as Record<string, unknown> | undefined)?.balance);
    const added = doc.get('action') === 'adjustUserBalance' ? after - before : 0;
    recordItem(earned, `audit ${doc.id}`, doc.ref.path, added === 0 ? {} : { adjustments: -added });
  });
  await Promise.all([challenges, events, adjustments]);
}

/** How a difference names an item the house ledger points at that is not there. */
function missingItem(key: string): string {
  const [kind, ...rest] = key.split(' ');
  const id = rest.join(' ');
  if (kind === 'audit') return `${supportPaths.auditEntry(id)} (no audit entry)`;
  if (kind === 'entry') {
    const slash = id.indexOf('/');
    return `${ledgerPaths.transaction(id.slice(0, slash), id.slice(slash + 1))} (no ledger entry)`;
  }
  return `${key} (no item)`;
}

/**
 * Each earning bucket, item by item: what the item says it earned against what the house ledger holds for it. Every
 * item is read by then (`readPayingItems` and the wager items of reconcileBuckets.ts).
 */
export function reconcileEarnings(earned: EarnedByItem): ReconcileDiscrepancy[] {
  const discrepancies: ReconcileDiscrepancy[] = [];
  for (const key of new Set([...earned.ledger.keys(), ...earned.items.keys()])) {
    const item = earned.items.get(key);
    const booked = earned.ledger.get(key) ?? {};
    for (const bucket of EARNING_BUCKETS) {
      const expected = item?.earns[bucket] ?? 0;
      const actual = booked[bucket] ?? 0;
      if (expected === actual) continue;
      discrepancies.push({
        kind: 'bucket',
        bucket,
        item: item?.path ?? missingItem(key),
        ...(item?.wagerId === undefined ? (key.startsWith('wager ') ? { wagerId: key.slice('wager '.length) } : {}) : { wagerId: item.wagerId }),
        field: `earned by the ${bucket === 'adjustments' ? 'adjustment' : 'settled item'}`,
        expected,
        actual,
      });
    }
  }
  return discrepancies;
}
