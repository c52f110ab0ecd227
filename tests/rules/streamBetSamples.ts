/** Stream bet, Kills + Win, odds and activity documents as the stream bet callables write them, for the rules tests. */
import { ACTORS, NOTHING, READ_ONLY, timestampAt, type DocumentData, type OwnedMatrix } from './support';

/** The stream the samples sit on belongs to the matrix's streamer, so the streamer's own view is what is tested. */
export const STREAM_ID = ACTORS.streamer.uid;
const at = timestampAt(Date.parse('2026-06-01T18:00:00Z'));
const lines = { killsTarget: 15, kdTarget: 1.2, ranges: { below: { low: 0, high: 15 }, above: { low: 15, high: 30 }, above2x: { low: 30, high: 45 }, max: { low: 45, high: null } } };

/** What a bet and a Kills + Win placed on the next match hold until it is settled. */
const unsettled = {
  payout: 0,
  after: 0,
  refundAt: 0,
  matchKey: `stream_${STREAM_ID}_valorant_abc`,
  match: null,
  sessionId: null,
  timestamp: at,
  settledAt: null,
};

export function sampleStreamBet(userId: string, overrides: DocumentData = {}): DocumentData {
  return {
    id: `${userId}_bet`,
    streamId: STREAM_ID,
    userId,
    context: 'props',
    oddsId: 'valorant_abc',
    type: 'kills',
    game: { type: 'valorant', mode: 'competitive' },
    multiplier: 1.84,
    amount: 1_000,
    balance: 1_000,
    credits: 0,
    tip: 10,
    lines,
    status: 'open',
    tipAmount: 0,
    ...unsettled,
    ...overrides,
  };
}

export function sampleParlay(userId: string, overrides: DocumentData = {}): DocumentData {
  return {
    id: `${userId}_parlay`,
    streamId: STREAM_ID,
    userId,
    challengerName: 'viewer_one',
    basePrice: 2_000,
    credits: 0,
    amount: 2_000,
    gameType: 'valorant',
    gameMode: 'competitive',
    oddsId: 'valorant_abc',
    kills: { target: 15 },
    status: 'active',
    ...unsettled,
    ...overrides,
  };
}

export function sampleStreamOdds(overrides: DocumentData = {}): DocumentData {
  return {
    id: 'valorant_abc',
    streamId: STREAM_ID,
    gameType: 'valorant',
    gameMode: 'competitive',
    source: 'history',
    margin: 0.08,
    matches: 100,
    killsWin: true,
    newestMatchId: 'match-1',
    ...lines,
    multipliers: { kills: 1.84, match_win: 1.77 },
    kills: { target: 15 },
    kdRatio: { target: 1.2 },
    createdAt: at,
    ...overrides,
  };
}

export const sampleActivity = (overrides: DocumentData = {}): DocumentData => ({ kind: 'bet', type: 'kills', status: 'open', timestamp: at, ...overrides });

/** An open bet or Kills + Win: the bettor and admins read it; the streamer and everyone else do not. */
export const OPEN_BET: OwnedMatrix = {
  visitor: NOTHING,
  other: NOTHING,
  owner: READ_ONLY,
  streamer: NOTHING,
  organizer: NOTHING,
  admin: READ_ONLY,
  superAdmin: READ_ONLY,
};

/** A settled one: everyone reads it; still nobody writes. */
export const SETTLED_BET: OwnedMatrix = { ...OPEN_BET, visitor: READ_ONLY, other: READ_ONLY, streamer: READ_ONLY, organizer: READ_ONLY };
