import { db } from '../core/admin';
import { battlePaths } from '../shared/battles/firestorePaths';
import { challengePaths } from '../shared/challenges/firestorePaths';
import { eventPaths } from '../shared/events/firestorePaths';
import type { RefundableOrder } from '../shared/admin/types';
import type { LedgerEntry } from '../shared/ledger/types';
import { STREAM_REFERENCE_KIND } from '../shared/streamBets/constants';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';

/** An order's item as refundUser names it, with the item's document. */
interface OrderTarget {
  refund: RefundableOrder;
  path: string;
}

/** The statuses of an item still holding its stake: an open bet, an active Kills + Win, a held pot payment. */
const OPEN_STATUSES = new Set(['open', 'active', 'held']);

/** The id after `prefix` in a stake's idempotency key (only a stake's own key: its later entries add a suffix). */
function idAfter(entry: LedgerEntry, prefix: string): string | null {
  const id = entry.idempotencyKey.startsWith(prefix) ? entry.idempotencyKey.slice(prefix.length) : '';
  return id.length > 0 && !/_(won|lost|refund)$/.test(id) ? id : null;
}

/** The refundable item a stake's ledger entry paid for (wagers/wagerKeys.ts: `wager_{wagerId}`), or null. */
export function orderTarget(entry: LedgerEntry): OrderTarget | null {
  const reference = entry.reference;
  if (!reference) return null;
  if (reference.kind === 'battle') {
    const itemId = idAfter(entry, `wager_battle_${reference.id}_`);
    return itemId ? { refund: { kind: 'battleBet', parentId: reference.id, itemId }, path: battlePaths.bet(reference.id, itemId) } : null;
  }
  if (reference.kind === STREAM_REFERENCE_KIND) {
    const betId = idAfter(entry, `wager_stream_${reference.id}_`);
    if (betId) return { refund: { kind: 'streamBet', parentId: reference.id, itemId: betId }, path: streamBetPaths.bet(reference.id, betId) };
    const parlayId = idAfter(entry, `wager_parlay_${reference.id}_`);
    return parlayId ? { refund: { kind: 'parlay', parentId: reference.id, itemId: parlayId }, path: streamBetPaths.parlay(reference.id, parlayId) } : null;
  }
  if (reference.kind === 'challenge') {
    const [streamId, challengeId] = reference.id.split('/');
    if (!streamId || !challengeId) return null;
    const itemId = idAfter(entry, `wager_challenge_${streamId}_${challengeId}_`);
    if (!itemId) return null;
    return { refund: { kind: 'challengeContribution', parentId: challengeId, itemId, streamId }, path: challengePaths.contribution(streamId, challengeId, itemId) };
  }
  if (reference.kind === 'event') {
    const itemId = idAfter(entry, `wager_event_${reference.id}_`);
    return itemId ? { refund: { kind: 'eventEntry', parentId: reference.id, itemId }, path: eventPaths.entry(reference.id, itemId) } : null;
  }
  return null;
}

/** Of a page of orders, by entry id: the stakes whose item still holds them, and the stakes refunded since. */
export interface OrderRefunds {
  open: Map<string, RefundableOrder>;
  refunded: Set<string>;
}

/**
 * Which of `entries` paid for an item still open (its stake still held), by entry id: the orders list offers a
 * Refund there, and says Refunded where the item was refunded. One read of each item, the list being one page;
 * refundUser checks everything again.
 */
export async function orderRefunds(entries: Array<{ id: string; entry: LedgerEntry }>): Promise<OrderRefunds> {
  const targets = entries.flatMap(({ id, entry }) => {
    const target = orderTarget(entry);
    return target ? [{ id, target }] : [];
  });
  const result: OrderRefunds = { open: new Map(), refunded: new Set() };
  if (targets.length === 0) return result;
  const snaps = await db.getAll(...targets.map(({ target }) => db.doc(target.path)));
  targets.forEach(({ id, target }, index) => {
    const status = String(snaps[index]?.get('status'));
    if (OPEN_STATUSES.has(status)) result.open.set(id, target.refund);
    else if (status === 'refunded') result.refunded.add(id);
  });
  return result;
}
