import { FieldValue, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import type { NotificationInput } from '../ledger/ledger';
import { withContentionRetry } from '../ledger/moneyLock';
import { CHALLENGE_COLLECTIONS, challengePaths } from '../shared/challenges/firestorePaths';
import { notificationPaths } from '../shared/notifications/firestorePaths';
import { settlementOf } from '../shared/challenges/status';
import type { ChallengeDoc, ContributionDoc } from '../shared/challenges/types';
import { settleWager } from '../wagers/settleWager';
import { challengeRef, contributionRef, placedContribution } from './challengeStore';
import { expireChallenges } from './expireChallenges';

export const REFUND_REASONS = { declined: 'Challenge declined', failed: 'Challenge failed' } as const;

/**
 * Settles one contribution of a challenge whose status is final, in its own transaction: on completion its stake
 * goes from `wagers_held` to the house (which paid the streamer's 90%) and its payer is told the challenge was
 * done (`challenge_completed`); on decline or failure it goes back to
 * whoever paid it, cash and credits. Each outcome is keyed once by the contribution's wager id, so a second run
 * moves nothing. True when this call moved its money.
 */
export async function settleContribution(streamId: string, challengeId: string, contributionId: string): Promise<boolean> {
  const ref = contributionRef(streamId, challengeId, contributionId);
  return withContentionRetry(() =>
    db.runTransaction(async (tx) => {
      const [challengeSnap, snap] = await Promise.all([tx.get(challengeRef(streamId, challengeId)), tx.get(ref)]);
      const challenge = challengeSnap.data() as ChallengeDoc | undefined;
      const contribution = snap.data() as ContributionDoc | undefined;
      if (!challenge || !contribution || contribution.status !== 'held') return false;
      const settlement = settlementOf(challenge.status);
      if (!settlement) return false;
      const wager = placedContribution(streamId, challengeId, contribution, challenge.streamerName);
      const variables = { amount: contribution.value, cash: contribution.cash, credits: contribution.credits, challengeId, streamId, title: challenge.title, streamer: challenge.streamerName };
      if (settlement === 'pay') {
        await settleWager(tx, wager, { outcome: 'lost' });
        tx.update(ref, { status: 'paid' });
        // Each payer hears the challenge was done; the id makes it once per contribution.
        tx.create(db.doc(notificationPaths.notification(contribution.userId, `challenge_completed_${contribution.wagerId}`)), {
          type: 'challenge_completed',
          variables,
          timestamp: FieldValue.serverTimestamp(),
        });
        return true;
      }
      const reason = challenge.status === 'declined' ? REFUND_REASONS.declined : REFUND_REASONS.failed;
      const notifications: NotificationInput[] = [
        { type: challenge.status === 'declined' ? 'challenge_rejected' : 'challenge_failed', variables },
        { type: 'refund', variables: { ...variables, reason } },
      ];
      await settleWager(tx, wager, { outcome: 'refunded', reason, notifications });
      tx.update(ref, { status: 'refunded' });
      return true;
    }),
  );
}

/** Settles every held contribution of a challenge, in pages; clears `settlementPending` once none is left. */
export async function settleChallenge(streamId: string, challengeId: string, options: JobRunOptions): Promise<JobReport> {
  const held = db.collection(challengePaths.contributions(streamId, challengeId)).where('status', '==', 'held').orderBy('__name__') as Query;
  const report = await forEachPage<DocumentSnapshot>(
    options,
    async (after, size) => (await (after ? held.startAfter(after) : held).limit(size).get()).docs,
    (doc) => settleContribution(streamId, challengeId, doc.id),
  );
  if (report.complete) {
    await challengeRef(streamId, challengeId).update({ settlementPending: false, updatedAt: FieldValue.serverTimestamp() });
  }
  return report;
}

/**
 * First moves on every open challenge whose clock reached zero (expireChallenges: declined or failed, to be
 * refunded), then finishes the settlement of every challenge whose status is final but whose contributions are not
 * all paid out or refunded (updateChallenge settles at once; this job settles the timed-out ones and finishes a
 * run that stopped). Idempotent, resumable and safe to run twice at once.
 */
export async function runChallengeSettlement(options: JobRunOptions): Promise<JobReport> {
  const expired = await expireChallenges(options);
  const pending = db.collectionGroup(CHALLENGE_COLLECTIONS.challenges).where('settlementPending', '==', true).orderBy('__name__') as Query;
  let contributions: JobReport = { examined: 0, changed: 0, complete: true };
  const challenges = await forEachPage<DocumentSnapshot>(
    { ...options, maxPages: undefined },
    async (after, size) => (await (after ? pending.startAfter(after) : pending).limit(size).get()).docs,
    async (doc) => {
      const challenge = doc.data() as ChallengeDoc;
      const pass = await settleChallenge(challenge.streamId, challenge.id, options);
      contributions = {
        examined: contributions.examined + pass.examined,
        changed: contributions.changed + pass.changed,
        complete: contributions.complete && pass.complete,
      };
      return pass.changed > 0;
    },
  );
  return {
    examined: expired.examined + challenges.examined + contributions.examined,
    changed: expired.changed + contributions.changed,
    complete: expired.complete && challenges.complete && contributions.complete,
  };
}

/** Every minute, so a challenge moves on within a minute of its clock reaching zero. */
export const settleChallengesJob = defineScheduledJob({ name: 'settleChallenges', schedule: 'every 1 minutes', intervalMs: 60_000, run: runChallengeSettlement });
