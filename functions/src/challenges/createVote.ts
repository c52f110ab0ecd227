import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { corePaths } from '../shared/core/firestorePaths';
import { coreMessages } from '../shared/core/messages';
import type { UserDoc } from '../shared/users/types';
import { potTargetOf, voteLine } from './potTarget';

/**
 * A like on a challenge (new, accepted or completed) or an event (not yet ended): free, one per user (the vote's id
 * is the voter's uid, created once); the vote count grows in the same transaction. 'Added vote'.
 */
export const createVote = defineCallable('createVote', {}, async (data, { uid }) => {
  const target = potTargetOf(data);
  const vote = target.voteRef(uid);
  return db.runTransaction(async (tx) => {
    const [targetSnap, voteSnap, userSnap] = await Promise.all([tx.get(target.ref), tx.get(vote), tx.get(db.doc(corePaths.user(uid)))]);
    const pot = target.readForVote(targetSnap);
    if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
    if (voteSnap.exists) throw new HttpsError('already-exists', target.alreadyVoted);
    const username = (userSnap.data() as Partial<UserDoc>).username ?? '';
    tx.create(vote, voteLine(username, 0, FieldValue.serverTimestamp()));
    tx.update(target.ref, { totalVotes: FieldValue.increment(1) });
    return { ...target.ids, totalVotes: pot.totalVotes + 1 };
  });
});
