import { logger } from 'firebase-functions';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineScheduledJob, forEachPage, type JobReport, type JobRunOptions } from '../core/scheduledJob';
import { matchData } from '../matchData/provider';
import type { MatchSummary, PlayerMatchStats } from '../shared/matchData/types';
import { GAMES, type GameType } from '../shared/games/catalogue';
import { ODDS_HISTORY_MATCHES, STREAM_BET_CONTEXT } from '../shared/streamBets/constants';
import { STREAM_BET_COLLECTIONS } from '../shared/streamBets/firestorePaths';
import { streamBetMessages } from '../shared/streamBets/messages';
import type { DecidingMatch } from '../shared/streamBets/types';
import { streamOf, streamRef, type StoredStream } from '../streams/streamStore';
import { accountOfStream } from './odds';
import { settleParlay, settleStreamBet, type Decision } from './settleStreamBet';

/** What one run knows: each stream, its recent matches and each match's stats, asked of the provider once per run. */
class RunCache {
  private streams = new Map<string, Promise<StoredStream | null>>();
  private histories = new Map<string, Promise<MatchSummary[]>>();
  private stats = new Map<string, Promise<PlayerMatchStats | null>>();

  stream(streamId: string) {
    let found = this.streams.get(streamId);
    if (!found) this.streams.set(streamId, (found = streamRef(streamId).get().then(streamOf)));
    return found;
  }

  /** The streamer's recent competitive matches, oldest first. */
  history(stream: StoredStream, puuid: string) {
    let found = this.histories.get(stream.id);
    if (!found) {
      found = matchData.recentCompetitiveMatches({ game: 'valorant', playerId: puuid }, ODDS_HISTORY_MATCHES).then((list) => [...list].sort((a, b) => a.startedAt - b.startedAt));
      this.histories.set(stream.id, found);
    }
    return found;
  }

  matchStats(puuid: string, matchId: string) {
    let found = this.stats.get(matchId);
    if (!found) this.stats.set(matchId, (found = matchData.playerMatchStats({ game: 'valorant', playerId: puuid }, matchId)));
    return found;
  }
}

interface Pending {
  streamId: string;
  after: number;
  refundAt: number;
}

/**
 * What decides a bet or parlay now: the first completed competitive match that started after it was placed (or
 * reset); a refund once 6 hours pass without one; or nothing yet (null). A provider that does not answer decides
 * nothing, not even a refund: a later run catches up.
 */
async function decide(item: Pending, cache: RunCache, now: number): Promise<{ decision: Decision; streamer: string | null } | null> {
  const stream = await cache.stream(item.streamId);
  const account = stream ? accountOfStream(stream) : null;
  const streamer = stream?.username ?? null;
  const refund = now >= item.refundAt ? { decision: { kind: 'refund', reason: streamBetMessages.noMatchRefund } as Decision, streamer } : null;
  if (!stream || !account) return refund;
  try {
    const next = (await cache.history(stream, account.playerId)).find((match) => match.startedAt > item.after);
    if (!next) return refund;
    const stats = await cache.matchStats(account.playerId, next.matchId);
    if (!stats?.completed) return null;
    const match: DecidingMatch = { matchId: stats.matchId, startedAt: stats.startedAt, endedAt: stats.endedAt, kills: stats.kills, deaths: stats.deaths, won: stats.won };
    return { decision: { kind: 'match', match }, streamer };
  } catch (error) {
    logger.warn('Match data unavailable; settlement waits for a later run', { streamId: item.streamId, error: String(error) });
    return null;
  }
}

function pages(query: Query) {
  const ordered = query.orderBy('__name__');
  return async (after: DocumentSnapshot | null, size: number) => (await (after ? ordered.startAfter(after) : ordered).limit(size).get()).docs;
}

/**
 * Settles every open stream bet and active Kills + Win whose match has ended (or refunds it after 6 hours without
 * one), bet by bet, each once; live-dealer bets are left to an admin. `maxPages` bounds each pass (tests stop a run halfway with it).
 */
export async function settleStreamBets(options: JobRunOptions): Promise<JobReport> {
  const cache = new RunCache();
  const handle = (settle: typeof settleStreamBet) => async (doc: DocumentSnapshot) => {
    const item = doc.data() as Pending & { id: string; game?: { type: GameType } };
    // Live-dealer bets are the admin's to settle (updateBetStatus): no match data decides or refunds them.
    if (item.game && GAMES[item.game.type]?.dealer === 'live') return false;
    const decided = await decide(item, cache, options.now);
    return decided ? settle(item.streamId, item.id, decided.decision, decided.streamer) : false;
  };
  const openBets = db.collectionGroup(STREAM_BET_COLLECTIONS.bets).where('context', '==', STREAM_BET_CONTEXT).where('status', '==', 'open');
  const bets = await forEachPage(options, pages(openBets), handle(settleStreamBet));
  const activeParlays = db.collectionGroup(STREAM_BET_COLLECTIONS.parlays).where('status', '==', 'active');
  const parlays = await forEachPage(options, pages(activeParlays), handle(settleParlay));
  return { examined: bets.examined + parlays.examined, changed: bets.changed + parlays.changed, complete: bets.complete && parlays.complete };
}

export const settleStreamBetsJob = defineScheduledJob({ name: 'settleStreamBets', schedule: 'every 1 minutes', intervalMs: 60_000, run: settleStreamBets, secrets: matchData.secrets });
