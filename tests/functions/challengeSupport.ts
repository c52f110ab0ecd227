/** Helpers for the challenge tests: streams that take challenges, challengers with money, challenge documents. */
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { houseEntries } from './ledgerFixtures';
import { newRequestId } from './walletSupport';
import { streamer, type SignedInClient } from './battleSupport';
import { newStreamDoc } from '../../functions/src/streams/streamStore';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import type { ChallengeDoc, ChallengeVoteDoc, ContributionDoc } from '../../functions/src/shared/challenges/types';
import type { HouseBucket } from '../../functions/src/shared/ledger/types';

export { accountOf, battleBettor as challenger, type SignedInClient } from './battleSupport';

let next = 0;

/** A streamer with a stream set up (no platform), taking challenges unless `challengesOn` is false. */
export async function streamerWithStream(options: { challengesOn?: boolean } = {}): Promise<SignedInClient & { username: string }> {
  const client = await streamer();
  const username = (await adminDb.doc(`users/${client.uid}`).get()).get('username') as string;
  const doc = newStreamDoc(client.uid, username, { type: 'none', channel: '', primaryColor: '#7D22FF', secondaryColor: '#0CFFCA', chatBotText: '' });
  await adminDb.doc(streamPaths.stream(client.uid)).set({ ...doc, customChallengeEnabled: options.challengesOn ?? true });
  return Object.assign(client, { username });
}

export const newChallengeId = () => {
  next += 1;
  return `challenge_${next}_${Math.floor(Math.random() * 1e9)}`;
};

export interface ChallengeInput {
  challengeId?: string;
  basePrice?: number;
  credits?: number;
  orderId?: string;
  requestId?: string;
  staticType?: string;
  title?: string;
}

/** The request createChallenge receives for a custom challenge (or a preset one with `staticType`). */
export function challengeRequest(streamId: string, input: ChallengeInput = {}) {
  return {
    requestId: input.requestId ?? newRequestId(),
    streamId,
    challengeId: input.challengeId ?? newChallengeId(),
    ...(input.staticType ? { staticType: input.staticType } : { title: input.title ?? 'Pistols only', description: 'Win a round with a pistol' }),
    challengerName: 'viewer_name',
    basePrice: input.basePrice ?? 1_000,
    credits: input.credits ?? 0,
    ...(input.orderId ? { orderId: input.orderId } : {}),
  };
}

export function doubleDownRequest(streamId: string, challengeId: string, stake: { cash: number; credits?: number }, anonymous = false, requestId = newRequestId()) {
  return { requestId, streamId, challengeId, challengerName: 'viewer_name', basePrice: stake.cash, credits: stake.credits ?? 0, anonymous };
}

export async function challengeDoc(streamId: string, challengeId: string): Promise<ChallengeDoc<Timestamp> | undefined> {
  return (await adminDb.doc(challengePaths.challenge(streamId, challengeId)).get()).data() as ChallengeDoc<Timestamp> | undefined;
}

export async function contributionsOf(streamId: string, challengeId: string): Promise<Array<ContributionDoc<Timestamp>>> {
  return (await adminDb.collection(challengePaths.contributions(streamId, challengeId)).get()).docs.map((doc) => doc.data() as ContributionDoc<Timestamp>);
}

export async function votesOf(streamId: string, challengeId: string): Promise<Array<ChallengeVoteDoc<Timestamp> & { id: string }>> {
  const snap = await adminDb.collection(challengePaths.votes(streamId, challengeId)).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ChallengeVoteDoc<Timestamp>) }));
}

/** The house buckets' movements caused by one challenge. */
export async function challengeBuckets(streamId: string, challengeId: string): Promise<Partial<Record<HouseBucket, number>>> {
  const totals: Partial<Record<HouseBucket, number>> = {};
  for (const entry of await houseEntries()) {
    if (entry.reference?.kind !== 'challenge' || entry.reference.id !== `${streamId}/${challengeId}`) continue;
    totals[entry.bucket] = (totals[entry.bucket] ?? 0) + entry.amount;
  }
  return totals;
}
