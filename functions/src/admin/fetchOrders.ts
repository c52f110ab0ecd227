import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { battlePaths } from '../shared/battles/firestorePaths';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import type { OrderItem } from '../shared/admin/types';
import { ledgerPaths } from '../shared/ledger/firestorePaths';
import type { LedgerEntry } from '../shared/ledger/types';
import { orderRefunds } from './orderRefunds';

const BATTLE_STAKE_PREFIX = 'wager_battle_';
/** Keys of a wager's later entries add one of these to its stake's key (wagers/wagerKeys.ts). */
const OUTCOME_SUFFIX = /_(won|lost|refund)$/;

/** The battle bet an entry moved money on (battles/{battleId}/bets/{uid}_{requestId}), or null for other entries. */
function battleBetPath(entry: LedgerEntry): string | null {
  const battleId = entry.reference?.kind === 'battle' ? entry.reference.id : null;
  const prefix = `${BATTLE_STAKE_PREFIX}${battleId}_`;
  if (battleId === null || !entry.idempotencyKey.startsWith(prefix)) return null;
  return battlePaths.bet(battleId, entry.idempotencyKey.slice(prefix.length).replace(OUTCOME_SUFFIX, ''));
}

/** The competitor's name of each battle bet among `paths` (one read of each, the list being at most one page). */
async function competitorNames(paths: ReadonlySet<string>): Promise<Map<string, string>> {
  if (paths.size === 0) return new Map();
  const snaps = await db.getAll(...[...paths].map((path) => db.doc(path)));
  const names = new Map<string, string>();
  for (const snap of snaps) {
    const name = (snap.data() as DocumentData | undefined)?.competitor?.name as unknown;
    if (typeof name === 'string') names.set(snap.ref.path, name);
  }
  return names;
}

/**
 * A user's orders (ledger entries) for the admin orders list (Admin and Super Admin), newest first, each stake of an
 * item still open marked refundable (and each refunded since marked so): of `types`
 * (every type when empty), at most `limit` (500 at most). Users see their own money through fetchTransactions.
 */
export const fetchOrders = defineCallable('fetchOrders', { allow: ['admin'] }, async ({ userId, types, limit }) => {
  const user = await db.doc(corePaths.user(userId)).get();
  if (!user.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
  let query = db.collection(ledgerPaths.transactions(userId)).orderBy('timestamp', 'desc');
  if (types.length > 0) query = query.where('type', 'in', types);
  const entries = (await query.limit(limit).get()).docs.map((doc) => ({ id: doc.id, entry: doc.data() as LedgerEntry }));
  const betPaths = new Map(entries.map(({ id, entry }) => [id, battleBetPath(entry)]));
  const [names, refunds] = await Promise.all([
    competitorNames(new Set([...betPaths.values()].filter((path): path is string => path !== null))),
    orderRefunds(entries),
  ]);
  const username = String(user.get('username') ?? '');
  const orders: OrderItem[] = entries.map(({ id, entry }) => {
    const name = names.get(betPaths.get(id) ?? '');
    return {
      id,
      type: entry.type,
      username,
      timestamp: entry.timestamp.toMillis(),
      amount: entry.amount,
      credits: entry.credits,
      streamerName: entry.streamerName ?? null,
      competitor: name === undefined ? null : { name },
      userId,
      refund: refunds.open.get(id) ?? null,
      refunded: refunds.refunded.has(id),
    };
  });
  return { orders };
});
