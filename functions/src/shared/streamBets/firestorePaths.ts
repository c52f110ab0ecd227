import { STREAM_COLLECTIONS } from '../streams/firestorePaths';

/**
 * Stream bets, odds and Kills + Win parlays live under their stream (spec 02 section 7: streams/{id}/bets,
 * /parlays, /odds/{oddsId}); `betActivity` is the public, redacted line of each bet and parlay.
 */
export const STREAM_BET_COLLECTIONS = {
  bets: 'bets',
  parlays: 'parlays',
  odds: 'odds',
  betActivity: 'betActivity',
} as const;

const under = (streamId: string, collection: string) => `${STREAM_COLLECTIONS.streams}/${streamId}/${collection}`;

export const streamBetPaths = {
  bets: (streamId: string) => under(streamId, STREAM_BET_COLLECTIONS.bets),
  bet: (streamId: string, betId: string) => `${under(streamId, STREAM_BET_COLLECTIONS.bets)}/${betId}`,
  parlays: (streamId: string) => under(streamId, STREAM_BET_COLLECTIONS.parlays),
  parlay: (streamId: string, parlayId: string) => `${under(streamId, STREAM_BET_COLLECTIONS.parlays)}/${parlayId}`,
  allOdds: (streamId: string) => under(streamId, STREAM_BET_COLLECTIONS.odds),
  odds: (streamId: string, oddsId: string) => `${under(streamId, STREAM_BET_COLLECTIONS.odds)}/${oddsId}`,
  activity: (streamId: string) => under(streamId, STREAM_BET_COLLECTIONS.betActivity),
  activityEntry: (streamId: string, id: string) => `${under(streamId, STREAM_BET_COLLECTIONS.betActivity)}/${id}`,
} as const;

/** The position a stream bet or parlay counts towards: the stream's next match, named by the odds it was priced at. */
export const streamMatchKey = (streamId: string, oddsId: string) => `stream_${streamId}_${oddsId}`;

/**
 * The PayPal order's custom id for a Kills + Win paid with PayPal: this user, this stream, this request (the
 * browser knows the request id before paying; the parlay's own id is random and chosen by the server).
 */
export const parlayPaypalCustomId = (uid: string, streamId: string, requestId: string) => `${uid}/parlay/${streamId}/${requestId}`;
