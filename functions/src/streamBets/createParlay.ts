import type { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { randomPublicId } from '../core/publicId';
import { PAYPAL_CLIENT_SECRET } from '../clients/paypal';
import { defineCallable } from '../core/callable';
import { STREAM_REFERENCE_KIND } from '../shared/streamBets/constants';
import { parlayPaypalCustomId, streamBetPaths, streamMatchKey } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import type { ParlayDoc, StreamOddsDoc } from '../shared/streamBets/types';
import { STREAM_LIMIT_LABELS } from '../shared/wagers/messages';
import { recordStreamActivity } from '../streams/activity';
import { streamOf, streamRef, type StoredStream } from '../streams/streamStore';
import { payByPaypal } from '../wagers/payByPaypal';
import { placeWager } from '../wagers/placeWager';
import { stakeValue } from '../wagers/stake';
import { createActivityEntry, openSettlementWindow } from './placedWager';
import { assertNotOwnStream, readStreamOdds, refused, streamWagerReads } from './streamBetRead';

export const parlayWagerId = (streamId: string, parlayId: string) => `parlay_${streamId}_${parlayId}`;

/**
 * A Kills + Win challenge (DECISIONS.md "Kills + Win parlays"): a donation on the streamer's next competitive
 * Valorant match, escrowed like a challenge through the wager path (from cash or credits), open only where the
 * streamer's Kills + Win switch is on and their current odds come from 100 matches; the kills target the user saw
 * must still be the current one. Paid from the balance, credits, or a PayPal order that is verified and credited
 * first exactly like a challenge's. Settled by settleStreamBets: the streamer receives 150% on success, 80% on failure.
 */
export const createParlay = defineCallable('createParlay', { secrets: [PAYPAL_CLIENT_SECRET] }, async (data, { uid, raw }) => {
  assertNotOwnStream(uid, data.streamId);
  const stream = streamOf(await streamRef(data.streamId).get());
  if (!stream) throw new HttpsError('not-found', streamBetMessages.streamNotFound);
  const oddsId = stream.currentOdds?.valorant;
  if (!oddsId || !stream.challenges?.parlay?.enabled) throw refused(streamBetMessages.killsWinInactive);
  const stake = { cash: data.basePrice, credits: data.credits };
  const amount = stakeValue(stake);
  // Random, never the uid: the parlay's public activity line shares its id (docs/architecture.md).
  const parlayId = randomPublicId();
  if (data.orderId) {
    await payByPaypal(uid, data.orderId, data, parlayPaypalCustomId(uid, data.streamId, data.requestId), raw);
  }

  return placeWager<{ stream: StoredStream; odds: StreamOddsDoc }, { parlayId: string; amount: number; killsTarget: number; balanceAfter: number }>({
    uid,
    raw,
    requestId: data.requestId,
    callable: 'createParlay',
    type: 'parlay_placed',
    wagerId: parlayWagerId(data.streamId, parlayId),
    stake,
    limits: { matchKey: streamMatchKey(data.streamId, oddsId), labels: STREAM_LIMIT_LABELS },
    reference: { kind: STREAM_REFERENCE_KIND, id: data.streamId },
    streamerName: stream.username,
    reads: streamWagerReads(data.streamId, oddsId),
    read: (_tx, docs) => {
      const read = readStreamOdds(docs, data.streamId, oddsId, 'valorant', false);
      if (!read.odds.killsWin || !read.stream.challenges?.parlay?.enabled) throw refused(streamBetMessages.killsWinInactive);
      if (read.odds.killsTarget !== data.kills) throw refused(streamBetMessages.oddsChanged, { reason: 'odds-changed', oddsId });
      return read;
    },
    write: (tx, placed) => {
      const { odds } = placed.read;
      const now = Date.now();
      const parlay: ParlayDoc<FieldValue> = {
        id: parlayId,
        streamId: data.streamId,
        userId: uid,
        challengerName: data.challengerName,
        basePrice: stake.cash,
        credits: stake.credits,
        amount,
        gameType: 'valorant',
        gameMode: 'competitive',
        paidBy: data.orderId ? 'paypal' : 'balance',
        oddsId: odds.id,
        kills: { target: odds.killsTarget },
        status: 'active',
        payout: 0,
        ...openSettlementWindow(data.streamId, odds.id, placed.sessionId, now),
      };
      tx.create(db.doc(streamBetPaths.parlay(data.streamId, parlayId)), parlay);
      createActivityEntry(tx, data.streamId, parlayId, { kind: 'parlay', type: 'kills_win', status: 'active' });
      recordStreamActivity(tx, data.streamId, 'parlays', now);
      return { parlayId, amount, killsTarget: odds.killsTarget, balanceAfter: placed.ledger.account.balance };
    },
  });
});
