/** Event and entry documents as the event callables write them, for the rules tests. */
import { timestampAt, type DocumentData } from './support';

const at = timestampAt(Date.parse('2026-03-01T12:00:00Z'));

export function sampleEvent(id: string, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    kind: 'sponsored',
    streamId: null,
    ownerId: 'ada-admin',
    title: 'Friday Frag-Off',
    description: 'Most kills in an hour',
    type: 'kills',
    baseType: 'none',
    baseAmount: null,
    baseStartTime: null,
    manual: false,
    selfSignUp: false,
    pricePerPlayer: 1_000,
    users: [{ id: 'player-1', username: 'player_one', kills: null, teamPlacement: null, entryId: 'player-1_req' }],
    userIds: ['player-1'],
    totalAmount: 1_000,
    totalVotes: 0,
    logo: null,
    winners: [],
    payoutPerWinner: 0,
    status: 'submitted',
    startedAt: null,
    endsAt: null,
    settlementPending: false,
    copyOf: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function sampleEntry(uid: string, id: string, overrides: DocumentData = {}): DocumentData {
  return { id, userId: uid, wagerId: `event_event-1_${id}`, cash: 1_000, credits: 0, value: 1_000, isDoubleDown: false, status: 'held', sessionId: null, timestamp: at, ...overrides };
}
