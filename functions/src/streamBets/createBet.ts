import type { FieldValue } from 'firebase-admin/firestore';
import type { CallableRequest as FirebaseCallableRequest } from 'firebase-functions/v2/https';
import type { CallableRequest } from '../shared/contract';
import { defineCallable } from '../core/callable';
import { STREAM_BET_TYPE_LABELS, type GameMode } from '../shared/games/catalogue';
import { STREAM_BET_CAP_CENTS, STREAM_BET_CONTEXT, STREAM_REFERENCE_KIND } from '../shared/streamBets/constants';
import { streamBetPaths, streamMatchKey } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import type { StreamBetDoc, StreamOddsDoc } from '../shared/streamBets/types';
import type { StreamBetResponse } from '../shared/streamBets/callables';
import { STREAM_LIMIT_LABELS } from '../shared/wagers/messages';
import { db } from '../core/admin';
import { randomPublicId } from '../core/publicId';
import { recordStreamActivity } from '../streams/activity';
import type { StoredStream } from '../streams/streamStore';
import { placeWager } from '../wagers/placeWager';
import { stakeValue } from '../wagers/stake';
import { createActivityEntry, openSettlementWindow } from './placedWager';
import { assertNotOwnStream, readStreamOdds, refused, streamWagerReads } from './streamBetRead';

interface BetRead {
  stream: StoredStream;
  odds: StreamOddsDoc;
  multiplier: number;
}

/** The wager id the ledger keys derive from (unique across streams). */
export const streamBetWagerId = (streamId: string, betId: string) => `stream_${streamId}_${betId}`;

/**
 * A stream bet, through the shared wager path: not on one's own stream; the stream live; the odds the user saw still
 * current and the multiplier theirs; $100 a bet and the user's bet and match limits (the match being the stream's
 * next one, named by its odds); cash and credits; all in one transaction with the ledger debit, the bet, its public
 * redacted activity line, the stream's heat and the `prop_bet_placed` notification. It applies to the first
 * competitive match that starts after it is placed.
 */
export const createBet = defineCallable('createBet', {}, (data, context) => placeStreamBet(context.uid, data, context.raw));

/** createBet's work for `uid` (the benchmark places bets the same way). */
export function placeStreamBet(uid: string, data: CallableRequest<'createBet'>, raw: FirebaseCallableRequest<unknown>): Promise<StreamBetResponse> {
  assertNotOwnStream(uid, data.streamId);
  const stake = { cash: data.balance, credits: data.credits };
  const amount = stakeValue(stake);
  // Random, never the uid: the bet's public activity line shares its id (docs/architecture.md).
  const betId = randomPublicId();
  const wagerId = streamBetWagerId(data.streamId, betId);
  const reads = streamWagerReads(data.streamId, data.oddsId);

  return placeWager<BetRead, StreamBetResponse>({
    uid,
    raw,
    requestId: data.requestId,
    callable: 'createBet',
    type: 'bet_placed',
    wagerId,
    stake,
    limits: { perBet: STREAM_BET_CAP_CENTS, matchKey: streamMatchKey(data.streamId, data.oddsId), labels: STREAM_LIMIT_LABELS },
    reference: { kind: STREAM_REFERENCE_KIND, id: data.streamId },
    notifications: ({ stream, multiplier }) => [
      { type: 'prop_bet_placed', variables: { amount, streamId: data.streamId, streamer: stream.username, title: STREAM_BET_TYPE_LABELS[data.type], odds: multiplier } },
    ],
    reads,
    read: (_tx, docs) => {
      const { stream, odds } = readStreamOdds(docs, data.streamId, data.oddsId, data.game.type, true);
      const multiplier = odds.multipliers[data.type];
      if (multiplier === undefined || odds.gameMode !== data.game.mode) throw refused(streamBetMessages.betTypeUnavailable);
      if (multiplier !== data.multiplier) throw refused(streamBetMessages.oddsChanged, { reason: 'odds-changed', oddsId: odds.id });
      return { stream, odds, multiplier };
    },
    write: (tx, placed) => {
      const { stream, odds, multiplier } = placed.read;
      const now = Date.now();
      const bet: StreamBetDoc<FieldValue> = {
        id: betId,
        streamId: data.streamId,
        userId: uid,
        context: STREAM_BET_CONTEXT,
        oddsId: odds.id,
        type: data.type,
        game: { type: data.game.type, mode: data.game.mode as GameMode },
        multiplier,
        amount,
        balance: stake.cash,
        credits: stake.credits,
        tip: data.tip,
        lines: { killsTarget: odds.killsTarget, kdTarget: odds.kdTarget, ranges: odds.ranges },
        status: 'open',
        payout: 0,
        tipAmount: 0,
        ...openSettlementWindow(data.streamId, odds.id, placed.sessionId, now),
      };
      tx.create(db.doc(streamBetPaths.bet(data.streamId, betId)), bet);
      createActivityEntry(tx, data.streamId, betId, { kind: 'bet', type: data.type, status: 'open' });
      recordStreamActivity(tx, stream.id, 'bets', now);
      return { betId, amount, balance: stake.cash, credits: stake.credits, multiplier, balanceAfter: placed.ledger.account.balance };
    },
  });
}
