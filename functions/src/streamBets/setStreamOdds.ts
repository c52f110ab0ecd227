import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { GAMES, type GameMode, type StreamBetType } from '../shared/games/catalogue';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { rangesFor } from '../shared/streamBets/pricing';
import type { CallableRequest } from '../shared/contract';
import type { StreamOddsDoc, StreamOddsView } from '../shared/streamBets/types';
import { streamMessages } from '../shared/streams/messages';
import { streamOf, streamRef } from '../streams/streamStore';

/**
 * Live-dealer odds (DECISIONS.md "Stream bets, odds and automatic settlement"): an admin sets, for one stream and one
 * live-dealer game and mode, each of the game's bet types' multiplier and the kills target. Each setting is a new
 * versioned odds document made current for the game, so a bet priced at the previous one is refused as 'Odds have
 * changed'. The live dealer offers no K/D bet, so its K/D target is 0 and never read.
 */
export const setStreamOdds = defineCallable('setStreamOdds', { allow: ['admin'] }, async (request, context) => ({
  streamId: request.streamId,
  odds: await publishDealerOdds(request, context.uid ?? null),
}));

/** Makes new live-dealer odds current for their game on the stream (the demo seed uses it too); returns them. */
export async function publishDealerOdds(
  { streamId, game, multipliers, killsTarget }: CallableRequest<'setStreamOdds'>,
  setBy: string | null,
): Promise<StreamOddsView> {
  const gameType = game.type;
  const oddsId = `${gameType}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const offered = Object.fromEntries(GAMES[gameType].betTypes.map((type) => [type, multipliers[type]!])) as Partial<Record<StreamBetType, number>>;
  const doc: StreamOddsDoc = {
    id: oddsId,
    streamId,
    gameType,
    gameMode: game.mode as GameMode,
    source: 'admin',
    margin: null,
    ...(setBy ? { setBy } : {}),
    multipliers: offered,
    killsTarget,
    kdTarget: 0,
    ranges: rangesFor(killsTarget),
    matches: 0,
    killsWin: false,
    newestMatchId: null,
    kills: { target: killsTarget },
    kdRatio: { target: 0 },
    recentMatches: [],
    createdAt: Timestamp.now(),
  };
  await db.runTransaction(async (tx) => {
    if (!streamOf(await tx.get(streamRef(streamId)))) throw new HttpsError('not-found', streamMessages.streamerNotFound);
    tx.create(db.doc(streamBetPaths.odds(streamId, oddsId)), doc);
    tx.update(streamRef(streamId), { [`currentOdds.${gameType}`]: oddsId, updatedAt: FieldValue.serverTimestamp() });
  });
  return { ...doc, createdAt: doc.createdAt.toMillis() };
}

/** Withdraws a live-dealer game's odds: its bets close to new stakes; open bets stay open for an admin to settle. */
export const withdrawStreamOdds = defineCallable('withdrawStreamOdds', { allow: ['admin'] }, async ({ streamId, gameType }) => {
  const withdrawn = await db.runTransaction(async (tx) => {
    const stream = streamOf(await tx.get(streamRef(streamId)));
    if (!stream) throw new HttpsError('not-found', streamMessages.streamerNotFound);
    if (!stream.currentOdds?.[gameType]) return false;
    tx.update(streamRef(streamId), { [`currentOdds.${gameType}`]: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  return { streamId, gameType, withdrawn };
});
