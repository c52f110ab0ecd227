import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { challengePaths } from '../shared/challenges/firestorePaths';
import { challengeMessages } from '../shared/challenges/messages';
import type { ChallengeStatus } from '../shared/challenges/constants';
import { endTimeFor } from '../shared/challenges/status';
import type { ChallengeDoc, ContributionDoc } from '../shared/challenges/types';
import type { StreamDoc } from '../shared/streams/types';
import type { PlacedStake } from '../wagers/settleWager';
import { streamRef } from '../streams/streamStore';

export const challengeRef = (streamId: string, challengeId: string) => db.doc(challengePaths.challenge(streamId, challengeId));
export const contributionRef = (streamId: string, challengeId: string, contributionId: string) =>
  db.doc(challengePaths.contribution(streamId, challengeId, contributionId));
export const voteRef = (streamId: string, challengeId: string, voteId: string) => db.doc(challengePaths.vote(streamId, challengeId, voteId));

/** The creator's stake is the contribution named `original`; each double-down has a random id (randomPublicId). */
export const ORIGINAL_CONTRIBUTION = 'original';

/** The wager id a contribution's ledger keys derive from (unique across streams and challenges). */
export const challengeWagerId = (streamId: string, challengeId: string, contributionId: string) => `challenge_${streamId}_${challengeId}_${contributionId}`;
/** The streamer's 90% of a completed challenge, keyed once per challenge. */
export const streamerPayoutKey = (streamId: string, challengeId: string) => `challenge_${streamId}_${challengeId}_streamer`;
/** The match key the user's stake limits count a challenge's contributions under. */
export const challengeMatchKey = (challengeId: string) => `challenge_${challengeId}`;

export const ledgerReference = (streamId: string, challengeId: string) => ({ kind: 'challenge', id: `${streamId}/${challengeId}` });

export function challengeIn(snap: DocumentSnapshot | undefined): ChallengeDoc {
  if (!snap?.exists) throw new HttpsError('not-found', challengeMessages.notFound);
  return snap.data() as ChallengeDoc;
}

/** The stream a challenge is sent to: it must exist and take challenges, and the caller must not be its owner. */
export function challengeableStream(snap: DocumentSnapshot | undefined, uid: string): StreamDoc {
  if (!snap?.exists) throw new HttpsError('not-found', challengeMessages.streamNotFound);
  const stream = snap.data() as StreamDoc;
  if (stream.userId === uid) throw new HttpsError('failed-precondition', challengeMessages.ownStream);
  if (stream.customChallengeEnabled === false) throw new HttpsError('failed-precondition', challengeMessages.challengesOff);
  return stream;
}

export async function readChallengeableStream(streamId: string, uid: string): Promise<StreamDoc> {
  return challengeableStream(await streamRef(streamId).get(), uid);
}

/** A contribution as the wager path settles it. */
export function placedContribution(streamId: string, challengeId: string, contribution: ContributionDoc<unknown>, streamerName: string): PlacedStake {
  return {
    uid: contribution.userId,
    wagerId: contribution.wagerId,
    stake: { cash: contribution.cash, credits: contribution.credits },
    reference: ledgerReference(streamId, challengeId),
    matchKey: challengeMatchKey(challengeId),
    sessionId: contribution.sessionId,
    streamerName,
  };
}

/** The end time a challenge entering `status` at `now` gets (README, decisions: the challenge clock). */
export function endTimeOf(status: ChallengeStatus, now: number): Timestamp | null {
  const end = endTimeFor(status, now);
  return end === null ? null : Timestamp.fromMillis(end);
}
