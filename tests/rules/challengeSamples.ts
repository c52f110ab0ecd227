/** Challenge, vote and contribution documents as the challenge callables write them, for the rules tests. */
import { timestampAt, type DocumentData } from './support';

const at = timestampAt(Date.parse('2026-03-01T12:00:00Z'));

export function sampleChallenge(streamId: string, id: string, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    streamId,
    streamerId: streamId,
    streamerName: `Streamer_${streamId}`,
    challengeType: 'challenge',
    title: 'Pistols only',
    description: 'Win the next round with a pistol',
    isStatic: false,
    staticType: null,
    difficulty: 'custom',
    userId: 'creator',
    username: 'creator_1',
    challengerName: 'creator_1',
    basePrice: 1_000,
    credits: 0,
    status: 'submitted',
    totalAmount: 1_000,
    totalCash: 1_000,
    totalCredits: 0,
    contributionCount: 1,
    totalVotes: 0,
    userIds: ['creator'],
    settlementPending: false,
    streamerPayout: 0,
    paidBy: 'balance',
    sessionId: null,
    timestamp: at,
    updatedAt: at,
    statusAt: null,
    ...overrides,
  };
}

export function sampleVote(overrides: DocumentData = {}): DocumentData {
  return { username: 'fan_one', paidAmount: 0, isDoubleDown: false, timestamp: at, ...overrides };
}

export function sampleContribution(uid: string, id: string, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    userId: uid,
    wagerId: `challenge_stream-1_challenge-1_${id}`,
    cash: 2_500,
    credits: 1,
    value: 3_000,
    isDoubleDown: true,
    anonymous: true,
    name: 'Anonymous',
    status: 'held',
    sessionId: null,
    timestamp: at,
    ...overrides,
  };
}
