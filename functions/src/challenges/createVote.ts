import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { challengeMessages } from '../shared/challenges/messages';
import { mayVote } from '../shared/challenges/status';
import type { ChallengeVoteDoc } from '../shared/challenges/types';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import type { UserDoc } from '../shared/users/types';
import { challengeIn, challengeRef, voteRef } from './challengeStore';

/**
 * A like: free, one per user (the vote's id is the voter's uid, created once), on a new, accepted or completed
 * challenge; the challenge's vote count grows in the same transaction. 'Added vote'.
 */
export const createVote = defineCallable('createVote', {}, async ({ streamId, challengeId }, { uid }) => {
  const ref = challengeRef(streamId, challengeId);
  const vote = voteRef(streamId, challengeId, uid);
  return db.runTransaction(async (tx) => {
    const [challengeSnap, voteSnap, userSnap] = await Promise.all([tx.get(ref), tx.get(vote), tx.get(db.doc(corePaths.user(uid)))]);
    const challenge = challengeIn(challengeSnap);
    if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    if (!mayVote(challenge.status)) throw new HttpsError('failed-precondition', challengeMessages.votingClosed);
    if (voteSnap.exists) throw new HttpsError('already-exists', challengeMessages.alreadyVoted);
    const username = (userSnap.data() as Partial<UserDoc>).username ?? '';
    const doc: ChallengeVoteDoc<FieldValue> = { username, paidAmount: 0, isDoubleDown: false, timestamp: FieldValue.serverTimestamp() };
    tx.create(vote, doc);
    tx.update(ref, { totalVotes: FieldValue.increment(1) });
    return { challengeId, totalVotes: challenge.totalVotes + 1 };
  });
});
