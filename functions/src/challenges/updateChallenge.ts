import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { applyLedgerChanges, ledgerReads } from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { winningsCredit } from '../ledger/operations';
import { readAll } from '../ledger/readSet';
import type { StreamerSetStatus } from '../shared/challenges/constants';
import { challengeMessages, formatChallengeMessage } from '../shared/challenges/messages';
import { completionSplit } from '../shared/challenges/payout';
import { creatorMayEdit, settlementOf, streamerMayMove, timedOutStatus } from '../shared/challenges/status';
import type { ChallengeDoc } from '../shared/challenges/types';
import type { CallableResponse } from '../shared/contract';
import type { StreamDoc } from '../shared/streams/types';
import { streamRef } from '../streams/streamStore';
import { challengeIn, challengeRef, endTimeOf, ledgerReference, streamerPayoutKey } from './challengeStore';
import { settleChallenge } from './settleChallenge';

type Response = CallableResponse<'updateChallenge'>;

const respond = (challenge: ChallengeDoc<unknown>): Response => ({
  challengeId: challenge.id,
  status: challenge.status,
  title: challenge.title,
  description: challenge.description,
});

/**
 * The creator edits the title and description while the challenge is new or accepted; the stream's owner moves
 * its status (Accept, Reject, Complete, Fail) along the allowed transitions only. Completing pays the streamer 90%
 * of the pot from the house in the same transaction (a `challenge_completed` ledger entry, keyed once per
 * challenge; the payers get the `challenge_completed` notification as their contributions settle); a final
 * status then settles every contribution (paid in to the house, or refunded to whoever paid it), each once, and
 * the settleChallenges job finishes what a stopped run left.
 */
export const updateChallenge = defineCallable('updateChallenge', {}, async (data, { uid }) => {
  const { streamId, challengeId } = data;
  if (data.status === undefined) {
    return db.runTransaction(async (tx) => {
      const challenge = challengeIn(await tx.get(challengeRef(streamId, challengeId)));
      if (challenge.userId !== uid) throw new HttpsError('permission-denied', challengeMessages.onlyCreator);
      if (!creatorMayEdit(challenge.status)) throw new HttpsError('failed-precondition', challengeMessages.notEditable);
      const edited = { title: data.title ?? challenge.title, description: data.description ?? challenge.description };
      tx.update(challengeRef(streamId, challengeId), { ...edited, updatedAt: FieldValue.serverTimestamp() });
      return respond({ ...challenge, ...edited });
    });
  }
  const moved = await moveStatus(uid, streamId, challengeId, data.status);
  if (settlementOf(moved.status)) {
    await settleChallenge(streamId, challengeId, { now: Date.now() }).catch((error: unknown) =>
      logger.error(`settling challenge ${streamId}/${challengeId} failed; the settleChallenges job finishes it`, error),
    );
  }
  return moved;
});

async function moveStatus(uid: string, streamId: string, challengeId: string, status: StreamerSetStatus): Promise<Response> {
  const ref = challengeRef(streamId, challengeId);
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const [challengeSnap, streamSnap] = await Promise.all([tx.get(ref), tx.get(streamRef(streamId))]);
      const challenge = challengeIn(challengeSnap);
      const stream = streamSnap.data() as StreamDoc | undefined;
      if (!stream || stream.userId !== uid) throw new HttpsError('permission-denied', challengeMessages.onlyStreamer);
      if (!streamerMayMove(challenge.status, status)) throw new HttpsError('failed-precondition', formatChallengeMessage.transitionRefused(challenge.status, status));
      // Once the clock reached zero the challenge is the settleChallenges job's to move on, whatever is pressed.
      const now = Date.now();
      if (timedOutStatus(challenge.status, challenge.endTime?.toMillis() ?? null, now)) throw new HttpsError('failed-precondition', challengeMessages.timeUp);

      let streamerPayout = 0;
      if (status === 'completed') {
        streamerPayout = completionSplit(challenge.totalAmount).streamer;
        const pay = winningsCredit({
          uid: stream.userId,
          idempotencyKey: streamerPayoutKey(streamId, challengeId),
          type: 'challenge_completed',
          from: [{ bucket: 'house', amount: streamerPayout }],
          reference: ledgerReference(streamId, challengeId),
          streamerName: stream.username,
        });
        await applyLedgerChanges(tx, [pay], { read: await readAll(tx, ledgerReads([pay])) });
      }
      tx.update(ref, {
        status,
        statusAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        settlementPending: settlementOf(status) !== null,
        streamerPayout,
        endTime: endTimeOf(status, now),
      });
      return respond({ ...challenge, status });
    }),
  );
}
