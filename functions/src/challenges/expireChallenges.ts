import { FieldValue, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { withContentionRetry } from '../ledger/moneyLock';
import { CHALLENGE_COLLECTIONS } from '../shared/challenges/firestorePaths';
import { timedOutStatus } from '../shared/challenges/status';
import type { ChallengeDoc } from '../shared/challenges/types';
import { challengeRef } from './challengeStore';

/**
 * Moves one challenge on if its clock reached zero at `now`: new -> declined, accepted -> failed, with
 * `settlementPending` set so its money is refunded next (settleChallenge). The status is re-read in the
 * transaction, so a challenge the streamer moved meanwhile, or that another run already moved, is left alone.
 * True when this call moved it.
 */
export async function expireChallenge(streamId: string, challengeId: string, now: number): Promise<boolean> {
  const ref = challengeRef(streamId, challengeId);
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const challenge = (await tx.get(ref)).data() as ChallengeDoc | undefined;
      if (!challenge) return false;
      const status = timedOutStatus(challenge.status, challenge.endTime?.toMillis() ?? null, now);
      if (!status) return false;
      tx.update(ref, {
        status,
        timedOut: true,
        statusAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        settlementPending: true,
        streamerPayout: 0,
        endTime: null,
      });
      return true;
    }),
  );
}

/**
 * Every open challenge (new or accepted) whose end time has passed at `now` is moved on, in pages (index
 * `challenges: status, endTime`). Challenges without an end time never match. Idempotent: a moved challenge
 * leaves the query, and a second run at the same time moves nothing (the transaction re-checks).
 */
export async function expireChallenges(options: JobRunOptions): Promise<JobReport> {
  const due = db
    .collectionGroup(CHALLENGE_COLLECTIONS.challenges)
    .where('status', 'in', ['submitted', 'active'])
    .where('endTime', '<=', Timestamp.fromMillis(options.now))
    .orderBy('endTime')
    .orderBy('__name__') as Query;
  return forEachPage<DocumentSnapshot>(
    { ...options, maxPages: undefined },
    async (after, size) => (await (after ? due.startAfter(after) : due).limit(size).get()).docs,
    (doc) => {
      const challenge = doc.data() as ChallengeDoc;
      return expireChallenge(challenge.streamId, challenge.id, options.now);
    },
  );
}
