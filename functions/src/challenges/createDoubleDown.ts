import { FieldValue } from 'firebase-admin/firestore';
import { defineCallable } from '../core/callable';
import { randomPublicId } from '../core/publicId';
import { db } from '../core/admin';
import { PAYPAL_CLIENT_SECRET } from '../clients/paypal';
import { snapshotIn } from '../ledger/readSet';
import { ANONYMOUS_NAME } from '../shared/challenges/constants';
import { contributionValue } from '../shared/challenges/payout';
import { corePaths } from '../shared/core/firestorePaths';
import type { UserDoc } from '../shared/users/types';
import { STREAM_LIMIT_LABELS } from '../shared/wagers/messages';
import { placeWager } from '../wagers/placeWager';
import { payByPaypal } from '../wagers/payByPaypal';
import { potTargetOf, voteLine } from './potTarget';

/**
 * Adds money to an open challenge or event ($5 to $5,000, within the user's own limits) through the wager path:
 * the stake is held with the pot's other money, the pot grows, and an 'Added' vote shows the payer's username or
 * 'Anonymous' when asked. A stream's owner cannot add to their own challenges. 'Added cash successfully'.
 */
export const createDoubleDown = defineCallable('createDoubleDown', { secrets: [PAYPAL_CLIENT_SECRET] }, async (data, { uid, raw }) => {
  const target = potTargetOf(data);
  const stake = { cash: data.basePrice, credits: data.credits };
  const amount = contributionValue(stake);
  // Random, never the uid: the public vote line shares the contribution's id (docs/architecture.md).
  const contributionId = randomPublicId();
  const wagerId = target.wagerIdOf(contributionId);

  if (data.orderId) {
    target.readForMoney(await target.ref.get(), uid);
    await payByPaypal(uid, data.orderId, data, target.paypalCustomId(uid, data.requestId), raw);
  }

  return placeWager({
    uid,
    raw,
    requestId: data.requestId,
    callable: 'createDoubleDown',
    type: target.ledgerType,
    wagerId,
    stake,
    limits: { matchKey: target.matchKey, labels: STREAM_LIMIT_LABELS },
    reference: target.reference,
    reads: [target.ref],
    read: (_tx, docs) => {
      const snap = snapshotIn(docs, target.ref);
      const pot = target.readForMoney(snap, uid);
      const user = snapshotIn(docs, db.doc(corePaths.user(uid))).data() as Partial<UserDoc>;
      return { snap, pot, username: user.username ?? data.challengerName };
    },
    streamerName: (read) => read.pot.streamerName,
    write: (tx, placed) => {
      const { snap, pot, username } = placed.read;
      const name = data.anonymous ? ANONYMOUS_NAME : username;
      const now = FieldValue.serverTimestamp();
      target.recordMoney(tx, snap, { id: contributionId, uid, wagerId, stake, amount, anonymous: data.anonymous, name, sessionId: placed.sessionId }, now);
      tx.create(target.voteRef(contributionId), voteLine(name, amount, now));
      return { ...target.ids, contributionId, amount, totalAmount: pot.totalAmount + amount, balanceAfter: placed.ledger.account.balance };
    },
  });
});
