import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { PAYPAL_CLIENT_SECRET } from '../clients/paypal';
import { snapshotIn } from '../ledger/readSet';
import { STATIC_CHALLENGES } from '../shared/challenges/constants';
import { challengePaypalCustomId } from '../shared/challenges/firestorePaths';
import { challengeMessages } from '../shared/challenges/messages';
import { contributionValue } from '../shared/challenges/payout';
import type { ChallengeDoc, ContributionDoc, ChallengeVoteDoc } from '../shared/challenges/types';
import { corePaths } from '../shared/core/firestorePaths';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import type { UserDoc } from '../shared/users/types';
import { STREAM_LIMIT_LABELS } from '../shared/wagers/messages';
import { recordStreamActivity } from '../streams/activity';
import { streamRef } from '../streams/streamStore';
import { placeWager } from '../wagers/placeWager';
import {
  challengeableStream,
  challengeMatchKey,
  challengeRef,
  challengeWagerId,
  contributionRef,
  endTimeOf,
  ledgerReference,
  ORIGINAL_CONTRIBUTION,
  readChallengeableStream,
  voteRef,
} from './challengeStore';
import { payByPaypal } from '../wagers/payByPaypal';

/**
 * Sends a challenge to a stream: the money (cash, credits, or a PayPal order verified on the server and credited
 * first) is escrowed through the wager path (stake into `wagers_held`, the user's limits, the gambling check), and
 * in the same transaction the challenge, its first contribution and its 'Added' vote are written, the stream's
 * heat counts it and the streamer is notified (`challenge_received`). The name shown is the creator's username.
 */
export const createChallenge = defineCallable('createChallenge', { secrets: [PAYPAL_CLIENT_SECRET] }, async (data, { uid, raw }) => {
  const { streamId, challengeId } = data;
  const preset = data.staticType ? STATIC_CHALLENGES.find((item) => item.staticType === data.staticType) : undefined;
  const title = preset?.title ?? data.title ?? '';
  const description = preset?.description ?? data.description ?? '';
  const stake = { cash: data.basePrice, credits: data.credits };
  const amount = contributionValue(stake);
  const ref = challengeRef(streamId, challengeId);

  if (data.orderId) {
    await readChallengeableStream(streamId, uid);
    await payByPaypal(uid, data.orderId, data, challengePaypalCustomId(uid, streamId, challengeId), raw);
  }

  return placeWager({
    uid,
    raw,
    requestId: data.requestId,
    callable: 'createChallenge',
    type: 'challenge_placed',
    wagerId: challengeWagerId(streamId, challengeId, ORIGINAL_CONTRIBUTION),
    stake,
    limits: { matchKey: challengeMatchKey(challengeId), labels: STREAM_LIMIT_LABELS },
    reference: ledgerReference(streamId, challengeId),
    reads: [streamRef(streamId), ref],
    read: (_tx, docs) => {
      const stream = challengeableStream(snapshotIn(docs, streamRef(streamId)), uid);
      if (snapshotIn(docs, ref).exists) throw new HttpsError('already-exists', challengeMessages.idTaken);
      const user = snapshotIn(docs, db.doc(corePaths.user(uid))).data() as Partial<UserDoc>;
      return { stream, username: user.username ?? data.challengerName };
    },
    streamerName: (read) => read.stream.username,
    write: (tx, placed) => {
      const { stream, username } = placed.read;
      const { sessionId } = placed;
      const now = FieldValue.serverTimestamp();
      const challenge: ChallengeDoc<FieldValue> = {
        id: challengeId,
        streamId,
        streamerId: stream.userId,
        streamerName: stream.username,
        challengeType: 'challenge',
        title,
        description,
        isStatic: Boolean(preset),
        staticType: preset?.staticType ?? null,
        difficulty: 'custom',
        userId: uid,
        username,
        challengerName: username,
        basePrice: stake.cash,
        credits: stake.credits,
        status: 'submitted',
        totalAmount: amount,
        totalCash: stake.cash,
        totalCredits: stake.credits,
        contributionCount: 1,
        totalVotes: 0,
        userIds: [uid],
        settlementPending: false,
        streamerPayout: 0,
        paidBy: data.orderId ? 'paypal' : stake.cash > 0 ? 'balance' : 'credits',
        sessionId,
        timestamp: now,
        updatedAt: now,
        statusAt: null,
        endTime: endTimeOf('submitted', Date.now()),
      };
      const contribution: ContributionDoc<FieldValue> = {
        id: ORIGINAL_CONTRIBUTION,
        userId: uid,
        wagerId: challengeWagerId(streamId, challengeId, ORIGINAL_CONTRIBUTION),
        cash: stake.cash,
        credits: stake.credits,
        value: amount,
        isDoubleDown: false,
        anonymous: false,
        name: username,
        status: 'held',
        sessionId,
        timestamp: now,
      };
      const vote: ChallengeVoteDoc<FieldValue> = { username, paidAmount: amount, isDoubleDown: false, timestamp: now };
      tx.create(ref, challenge);
      tx.create(contributionRef(streamId, challengeId, ORIGINAL_CONTRIBUTION), contribution);
      tx.create(voteRef(streamId, challengeId, ORIGINAL_CONTRIBUTION), vote);
      recordStreamActivity(tx, streamId, 'challenges', Date.now());
      tx.create(db.doc(notificationPaths.notification(stream.userId, `challenge_received_${streamId}_${challengeId}`)), {
        type: 'challenge_received',
        timestamp: now,
        variables: { amount, challengeId, streamId, title, challenger: username, streamer: stream.username },
      });
      return { challengeId, amount, balanceAfter: placed.ledger.account.balance };
    },
  });
});
