import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { publishBattleOdds } from '../battles/publishOdds';
import { defineCallable, type CallContext } from '../core/callable';
import type { CallableRequest } from '../shared/contract';
import { withContentionRetry, withMoneyLock } from '../ledger/moneyLock';
import { runIdempotent } from '../ledger/requests';
import { readAll } from '../ledger/readSet';
import { settleWager } from '../wagers/settleWager';
import { corePaths } from '../shared/core/firestorePaths';
import { supportMessages } from '../shared/support/messages';
import type { RefundResult } from '../shared/support/types';
import { walletMessages } from '../shared/wallet/messages';
import { REFUNDABLE, refundNotification } from './refundItems';
import { actorOf, refuse, writeAuditEntry } from './supportAction';

/**
 * An admin refunds one open item (a battle bet on a battle not being settled, a stream bet, an active Kills + Win,
 * money held in an open challenge or event: refundPotItems):
 * the stake goes back as it was paid (cash to the balance, credits to credits, a battle bet's fee with it) through
 * the wager path, in one transaction with the item marked refunded, the bettor's notification and the audit entry.
 * The amounts come from the item, never from the request. A repeat of the request returns its first result; any
 * other refund of the same item finds it refunded (and the wager's refund key used) and is refused.
 */
export const refundUser = defineCallable('refundUser', { allow: ['admin', 'superAdmin'] }, async (data, caller) => {
  const result = await refundItem(data, caller);
  // A battle's chest total and odds are republished from its shards, as after a bet.
  if (data.kind === 'battleBet') await publishBattleOdds(data.parentId).catch((error: unknown) => logger.error(`publishing odds of ${data.parentId} failed`, error));
  return result;
});

async function refundItem(data: CallableRequest<'refundUser'>, caller: CallContext): Promise<RefundResult> {
  const actor = actorOf(caller);
  const kind = REFUNDABLE[data.kind];
  const itemRef = kind.ref(data);
  const first = await itemRef.get();
  if (!first.exists) throw new HttpsError('not-found', supportMessages.refundItemNotFound);
  const owner = kind.ownerOf(first.data()!);
  if (owner === actor.uid) throw new HttpsError('permission-denied', supportMessages.ownBet);
  const ownerRef = db.doc(corePaths.user(owner));

  return withMoneyLock(owner, walletMessages.walletBusy, async () => undefined, (_checked, lock) =>
    withContentionRetry(() =>
      runIdempotent(
        actor.uid,
        data.requestId,
        'refundUser',
        async (tx, requestRead) => {
          const read = new Map([...requestRead, ...(await readAll(tx, [itemRef, ownerRef, ...kind.reads(data)]))]);
          const snap = read.get(itemRef.path)!;
          if (!snap.exists) throw new HttpsError('not-found', supportMessages.refundItemNotFound);
          const item = kind.open(data, snap, read);
          const moved = await settleWager(tx, item.wager, { outcome: 'refunded', reason: data.reason, notifications: [refundNotification(item, data.reason)] }, read);
          if (!moved) refuse(supportMessages.refundAlreadyRefunded);
          item.markRefunded(tx);
          const { cash: balance, credits } = item.wager.stake;
          const values = { kind: data.kind, item: itemRef.path, balance, credits };
          const auditId = writeAuditEntry(tx, {
            action: 'refundUser',
            actor,
            targetUserId: owner,
            before: { ...values, status: snap.get('status') as string },
            after: { ...values, status: 'refunded' },
            reason: data.reason,
            requestId: data.requestId,
          });
          const username = (read.get(ownerRef.path)?.get('username') as string | undefined) ?? '';
          const stream = data.streamId === undefined ? {} : { streamId: data.streamId };
          return { auditId, kind: data.kind, parentId: data.parentId, itemId: data.itemId, ...stream, userId: owner, username, balance, credits } satisfies RefundResult;
        },
        { lock },
      ),
    ),
  );
}
