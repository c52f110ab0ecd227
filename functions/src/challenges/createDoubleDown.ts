import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { PAYPAL_CLIENT_SECRET } from '../clients/paypal';
import { snapshotIn } from '../ledger/readSet';
import { ANONYMOUS_NAME } from '../shared/challenges/constants';
import { doubleDownPaypalCustomId } from '../shared/challenges/firestorePaths';
import { challengeMessages } from '../shared/challenges/messages';
import { contributionValue } from '../shared/challenges/payout';
import { isOpen } from '../shared/challenges/status';
import type { ChallengeVoteDoc, ContributionDoc } from '../shared/challenges/types';
import { corePaths } from '../shared/core/firestorePaths';
import type { UserDoc } from '../shared/users/types';
import { STREAM_LIMIT_LABELS } from '../shared/wagers/messages';
import { placeWager } from '../wagers/placeWager';
import {
  challengeIn,
  challengeMatchKey,
  challengeRef,
  challengeWagerId,
  contributionRef,
  doubleDownId,
  ledgerReference,
  voteRef,
} from './challengeStore';
import { payByPaypal } from '../wagers/payByPaypal';

/**
 * Adds money to a new or accepted challenge ($5 to $5,000, within the user's own limits) through the wager path:
 * the stake is escrowed with the challenge's, the pot grows, and an 'Added' vote shows the payer's username or
 * 'Anonymous' when asked. The stream's owner cannot add to their own challenges. 'Added cash successfully'.
 */
export const createDoubleDown = defineCallable('createDoubleDown', { secrets: [PAYPAL_CLIENT_SECRET] }, async (data, { uid, raw }) => {
  const { streamId, challengeId } = data;
  const stake = { cash: data.basePrice, credits: data.credits };
  const amount = contributionValue(stake);
  const sessionId = data.sessionId ?? null;
  const contributionId = doubleDownId(uid, data.requestId);
  const wagerId = challengeWagerId(streamId, challengeId, contributionId);
  const ref = challengeRef(streamId, challengeId);

  const checkOpen = (snap: DocumentSnapshot | undefined) => {
    const challenge = challengeIn(snap);
    if (!isOpen(challenge.status)) throw new HttpsError('failed-precondition', challengeMessages.notOpen);
    if (challenge.streamerId === uid) throw new HttpsError('failed-precondition', challengeMessages.ownStream);
    return challenge;
  };

  if (data.orderId) {
    checkOpen(await ref.get());
    await payByPaypal({
      uid,
      orderId: data.orderId,
      amount: data.basePrice,
      customId: doubleDownPaypalCustomId(uid, streamId, challengeId, data.requestId),
      requestId: data.requestId,
      sessionId,
      raw,
    });
  }

  return placeWager({
    uid,
    raw,
    requestId: data.requestId,
    callable: 'createDoubleDown',
    type: 'challenge_add_cash',
    wagerId,
    stake,
    limits: { matchKey: challengeMatchKey(challengeId), labels: STREAM_LIMIT_LABELS },
    reference: ledgerReference(streamId, challengeId),
    sessionId,
    reads: [ref],
    read: (_tx, docs) => {
      const challenge = checkOpen(snapshotIn(docs, ref));
      const user = snapshotIn(docs, db.doc(corePaths.user(uid))).data() as Partial<UserDoc>;
      return { challenge, username: user.username ?? data.challengerName };
    },
    write: (tx, placed) => {
      const { challenge, username } = placed.read;
      const name = data.anonymous ? ANONYMOUS_NAME : username;
      const now = FieldValue.serverTimestamp();
      const contribution: ContributionDoc<FieldValue> = {
        id: contributionId,
        userId: uid,
        wagerId,
        cash: stake.cash,
        credits: stake.credits,
        value: amount,
        isDoubleDown: true,
        anonymous: data.anonymous,
        name,
        status: 'held',
        sessionId,
        timestamp: now,
      };
      const vote: ChallengeVoteDoc<FieldValue> = { username: name, paidAmount: amount, isDoubleDown: true, timestamp: now };
      tx.create(contributionRef(streamId, challengeId, contributionId), contribution);
      tx.create(voteRef(streamId, challengeId, contributionId), vote);
      tx.update(ref, {
        totalAmount: FieldValue.increment(amount),
        totalCash: FieldValue.increment(stake.cash),
        totalCredits: FieldValue.increment(stake.credits),
        contributionCount: FieldValue.increment(1),
        userIds: FieldValue.arrayUnion(uid),
        updatedAt: now,
      });
      return { challengeId, contributionId, amount, totalAmount: challenge.totalAmount + amount, balanceAfter: placed.ledger.account.balance };
    },
  });
});
