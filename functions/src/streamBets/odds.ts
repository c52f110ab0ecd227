import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { matchData } from '../matchData/provider';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { GAMES, type GameMode, type GameType } from '../shared/games/catalogue';
import type { MatchSummary, PlayerAccount } from '../shared/matchData/types';
import { MIN_MATCHES_FOR_ODDS, ODDS_HISTORY_MATCHES, RECENT_MATCHES_SHOWN } from '../shared/streamBets/constants';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import { priceHistory } from '../shared/streamBets/pricing';
import type { GameOdds, MatchLine, StreamOddsDoc } from '../shared/streamBets/types';
import { streamMessages } from '../shared/streams/messages';
import { streamOf, streamRef, type StoredStream } from '../streams/streamStore';

/** Match stats are read this many at a time from the provider. */
const STATS_CONCURRENCY = 10;

export const accountOfStream = (stream: StoredStream): PlayerAccount | null => (stream.riot ? { game: 'valorant', playerId: stream.riot.puuid } : null);

/** The odds id of one history: the same matches at the same margin always give the same id. */
export function oddsIdFor(gameType: GameType, gameMode: GameMode, matchIds: readonly string[], margin: number): string {
  const digest = createHash('sha256').update(JSON.stringify([gameType, gameMode, margin, matchIds])).digest('hex').slice(0, 20);
  return `${gameType}_${digest}`;
}

/** Each match's kills, deaths and result, in the order given; a match the provider cannot give is left out. */
async function matchLines(account: PlayerAccount, matches: readonly MatchSummary[]): Promise<MatchLine[]> {
  const lines: Array<MatchLine | null> = [];
  for (let start = 0; start < matches.length; start += STATS_CONCURRENCY) {
    const batch = matches.slice(start, start + STATS_CONCURRENCY);
    lines.push(
      ...(await Promise.all(
        batch.map(async (match) => {
          const stats = await matchData.playerMatchStats(account, match.matchId);
          return stats?.completed ? { matchId: stats.matchId, startedAt: stats.startedAt, kills: stats.kills, deaths: stats.deaths, won: stats.won } : null;
        }),
      )),
    );
  }
  return lines.filter((line): line is MatchLine => line !== null);
}

const view = (doc: StreamOddsDoc): GameOdds => ({
  gameType: doc.gameType,
  gameMode: doc.gameMode,
  available: true,
  odds: { ...doc, createdAt: doc.createdAt.toMillis() },
});

/**
 * The current odds of `gameType` on `streamId` (DECISIONS.md "Stream bets, odds and automatic settlement"): priced
 * from the streamer's last 100 completed competitive matches, kept as a versioned document named after that
 * history, and reused until the history changes. The stream records the current id (a bet must name it) and whether
 * bets are open. Only Valorant is priced from match data; the other games wait for admin-set odds.
 */
export async function currentOdds(streamId: string, gameType: GameType, gameMode: GameMode): Promise<GameOdds> {
  const stream = streamOf(await streamRef(streamId).get());
  if (!stream) throw new HttpsError('not-found', streamMessages.streamerNotFound);
  if (GAMES[gameType].dealer === 'live') return adminSetOdds(stream, gameType, gameMode);
  const account = accountOfStream(stream);
  if (!account) return { gameType, gameMode, available: false, reason: streamBetMessages.notAvailable, matches: null };
  let recent: MatchSummary[];
  try {
    recent = await matchData.recentCompetitiveMatches(account, ODDS_HISTORY_MATCHES);
  } catch (error) {
    logger.warn('Match history unavailable', { streamId, error: String(error) });
    throw new HttpsError('unavailable', streamBetMessages.placeFailed);
  }
  const enabled = recent.length >= MIN_MATCHES_FOR_ODDS;
  if (!enabled) {
    if (stream.bets?.games?.valorant?.enabled) await streamRef(streamId).update({ 'bets.games.valorant.enabled': false });
    return { gameType, gameMode, available: false, reason: streamBetMessages.notAvailable, matches: recent.length };
  }
  const { streamMargin: margin } = await readAppSettings();
  const oddsId = oddsIdFor(gameType, gameMode, recent.map((match) => match.matchId), margin);
  const ref = db.doc(streamBetPaths.odds(streamId, oddsId));
  const stored = await ref.get();
  if (stored.exists) {
    if (stream.currentOdds?.[gameType] !== oddsId) await publish(streamId, gameType, oddsId);
    return view(stored.data() as StreamOddsDoc);
  }
  const history = await matchLines(account, recent).catch((error: unknown) => {
    logger.warn('Match stats unavailable', { streamId, error: String(error) });
    throw new HttpsError('unavailable', streamBetMessages.placeFailed);
  });
  const priced = priceHistory(history, GAMES[gameType].betTypes, margin);
  if (!priced) return { gameType, gameMode, available: false, reason: streamBetMessages.notAvailable, matches: history.length };
  const doc: StreamOddsDoc = {
    ...priced,
    id: oddsId,
    streamId,
    gameType,
    gameMode,
    source: 'history',
    margin,
    newestMatchId: recent[0]?.matchId ?? null,
    kills: { target: priced.killsTarget },
    kdRatio: { target: priced.kdTarget },
    recentMatches: history.slice(0, RECENT_MATCHES_SHOWN),
    createdAt: Timestamp.now(),
  };
  await ref.set(doc);
  await publish(streamId, gameType, oddsId);
  return view(doc);
}

/** The live-dealer odds an admin set for `gameType` on this stream, or none. */
async function adminSetOdds(stream: StoredStream, gameType: GameType, gameMode: GameMode): Promise<GameOdds> {
  const oddsId = stream.currentOdds?.[gameType];
  const stored = oddsId ? await db.doc(streamBetPaths.odds(stream.id, oddsId)).get() : null;
  if (!stored?.exists) return { gameType, gameMode, available: false, reason: streamBetMessages.notAvailable, matches: null };
  return view(stored.data() as StreamOddsDoc);
}

/** Makes `oddsId` the stream's current odds for the game, and opens its bets. */
function publish(streamId: string, gameType: GameType, oddsId: string) {
  return streamRef(streamId).update({
    [`currentOdds.${gameType}`]: oddsId,
    'bets.games.valorant.enabled': true,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
