import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/core/admin';
import { runLedger } from '../../functions/src/ledger/ledger';
import { ensureUserDocument } from '../../functions/src/users/newUser';
import { currentOdds } from '../../functions/src/streamBets/odds';
import { placeStreamBet } from '../../functions/src/streamBets/createBet';
import { settleStreamBets } from '../../functions/src/streamBets/settleStreamBets';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import type { StreamOddsView } from '../../functions/src/shared/streamBets/types';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { STREAM_BET_TYPES } from '../../functions/src/shared/games/catalogue';
import { BENCH_REQUEST } from './harness';

/**
 * The settlement scenario: BENCH_STREAM_BETS open stream bets (default 1,000) spread over BENCH_STREAMS live streams
 * (default 20), every stream's next match played in the sandbox at the same moment, then one run of the settlement
 * job (in process, as Cloud Scheduler would run it): how long until every bet is settled, against the promise of
 * 5 minutes after a match ends.
 */
const STAKE = 500;
const PLACING_CONCURRENCY = 10;

const sandboxOrigin = () => new URL(process.env.RIOT_VAL_API_URL ?? 'http://127.0.0.1:9090/riot/api').origin;

async function sandbox(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${sandboxOrigin()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`sandbox ${path} answered ${response.status}`);
}

async function benchUser(prefix: string, cash: number, bettor: boolean): Promise<string> {
  const uid = `${prefix}-${randomUUID().slice(0, 8)}`;
  await ensureUserDocument({ uid, email: `${uid}@example.test`, requestedUsername: uid.replace(/-/g, '_'), signInMethod: 'email' });
  await db.doc(corePaths.user(uid)).update({ isNew: false, isVerified: true, 'features.betting': bettor });
  if (cash > 0) await runLedger([{ uid, idempotencyKey: 'bench_opening', type: 'admin_adjustment', cash, reason: 'bench opening balance' }]);
  return uid;
}

/** A live stream with a connected Riot account and 30 matches of history, priced. */
async function benchStream(): Promise<{ streamId: string; puuid: string; odds: StreamOddsView }> {
  const streamId = await benchUser('bench-streamer', 0, false);
  const puuid = `bench-${randomUUID()}`;
  await sandbox('/__sandbox/riot/history', { puuid, count: 30 });
  const now = Timestamp.now();
  await db.doc(streamPaths.stream(streamId)).set({
    id: streamId,
    userId: streamId,
    username: streamId.replace(/-/g, '_'),
    online: true,
    riot: { puuid, gameName: 'Bench', tagLine: 'EUW', connectedAt: now, competitiveMatches: 30, matchesCheckedAt: now },
    challenges: { parlay: { enabled: false } },
    bets: { games: { valorant: { enabled: false } } },
    activity: {},
    heat: { bets: 0, parlays: 0, challenges: 0, total: 0, active: false },
    createdAt: now,
    updatedAt: now,
  });
  const priced = await currentOdds(streamId, 'valorant', 'competitive');
  if (!priced.available) throw new Error(`stream ${streamId} has no odds`);
  return { streamId, puuid, odds: priced.odds };
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Returns the number of failures (bets not placed or left unsettled). */
export async function runStreamBetBench(): Promise<number> {
  const streamCount = Number(process.env.BENCH_STREAMS ?? 20);
  const betCount = Number(process.env.BENCH_STREAM_BETS ?? 1_000);
  await db.doc(remoteConfigPaths.config('flags')).set({ betting: true }, { merge: true });
  console.log(`\nStream bet settlement: ${betCount} open bets on ${streamCount} streams whose matches end together`);
  const streams = await Promise.all(Array.from({ length: streamCount }, () => benchStream()));
  // One bettor per stream's worth of bets: each bets once on every stream (a $5 stake, well within every limit).
  const bettors = await Promise.all(Array.from({ length: Math.ceil(betCount / streamCount) }, () => benchUser('bench-punter', streamCount * STAKE, true)));
  const bets = Array.from({ length: betCount }, (_, index) => ({ uid: bettors[Math.floor(index / streamCount)]!, stream: streams[index % streamCount]!, type: STREAM_BET_TYPES[index % STREAM_BET_TYPES.length]! }));
  let failures = 0;
  const placing = Date.now();
  await inPool(bets, PLACING_CONCURRENCY, async ({ uid, stream, type }) => {
    const data = {
      requestId: randomUUID().replace(/-/g, ''),
      streamId: stream.streamId,
      oddsId: stream.odds.id,
      type,
      game: { type: 'valorant', mode: 'competitive' },
      multiplier: stream.odds.multipliers[type]!,
      balance: STAKE,
      credits: 0,
      tip: 10,
    } as const;
    await placeStreamBet(uid, data, BENCH_REQUEST).catch((error: unknown) => {
      failures += 1;
      console.log(`  bet failed: ${String(error)}`);
    });
  });
  console.log(`  placed ${betCount - failures} bets in ${((Date.now() - placing) / 1000).toFixed(1)} s (${PLACING_CONCURRENCY} at a time)`);

  const startedAt = Date.now();
  await Promise.all(streams.map((stream, index) => sandbox('/__sandbox/riot/matches', { puuid: stream.puuid, kills: 10 + index, deaths: 8, won: index % 2 === 0, startedAt, lengthMs: 60_000 })));
  const clock = Date.now();
  const report = await settleStreamBets({ now: Date.now() });
  const seconds = (Date.now() - clock) / 1000;
  const open = (await Promise.all(streams.map((stream) => db.collection(streamBetPaths.bets(stream.streamId)).where('status', '==', 'open').count().get()))).reduce((sum, snap) => sum + snap.data().count, 0);
  console.log(`  one settlement run: ${report.changed} of ${report.examined} settled in ${seconds.toFixed(1)} s (${(report.changed / seconds).toFixed(0)} bets/s); ${open} left open`);
  console.log(`  the promise: every bet settled within 5 minutes of its match's end (scheduled every minute): ${open === 0 && seconds < 240 ? 'kept' : 'NOT kept'}`);
  return failures + open;
}
