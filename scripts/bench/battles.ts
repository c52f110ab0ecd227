import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/core/admin';
import { runLedger } from '../../functions/src/ledger/ledger';
import { oddsFor } from '../../functions/src/battles/publishOdds';
import { battlePaths, oddsSnapshotId } from '../../functions/src/shared/battles/firestorePaths';
import type { BattleDoc, Competitor } from '../../functions/src/shared/battles/types';
import { remoteConfigPaths } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { createBenchUser, ms, runBlock, startWorkers, statsOf, type BenchUser, type Workload } from './harness';

/**
 * The battle scenario: N distinct bettors (1, 50, 200) each place one bet on the same battle at the same moment,
 * through the Functions emulator, next to the no-op callable (checkExclusion) called once by each of the same
 * users in the same run. Then every accepted bet must be in the battle's published chest total.
 */
const STAKE = 1_000;

/** A scheduled player battle open for betting (with a small chest target every bet moves the odds visibly). */
export async function benchBattle({ target = 10_000_000, useReserve = true } = {}): Promise<string> {
  const id = `bench-battle-${randomUUID().slice(0, 8)}`;
  const side = (uid: string, role: Competitor['role']): Competitor => ({ id: uid, name: uid, type: 'player', role, avatar: null, startingOdds: 2, players: { [uid]: { id: uid, name: uid, role: 'captain' } } });
  const competitors = [side(`${id}-a`, 'challenger'), side(`${id}-b`, 'opponent')];
  const chest = { target, total: 0, count: 0, stakes: {} };
  const odds = oddsFor({ competitors, chest }, {}, 0.05);
  const now = FieldValue.serverTimestamp();
  await db.doc(battlePaths.battle(id)).set({
    id,
    slug: id,
    type: 'player',
    series: 3,
    scheduledAt: Timestamp.fromMillis(Date.now() + 24 * 3_600_000),
    status: 'scheduled',
    game: { type: 'valorant', mode: 'competitive' },
    competitors,
    playerIds: competitors.map((competitor) => competitor.id),
    useReserve,
    editorIds: [],
    lastEditedBy: 'bench',
    createdAt: now,
    updatedAt: now,
    winnerId: null,
    results: {},
    odds: { competitors: odds, updatedAt: now },
    chest,
    reviewEndsAt: null,
    closed: false,
  });
  await db.doc(battlePaths.oddsSnapshot(id, oddsSnapshotId(0))).set({ competitors: odds, betCount: 0, createdAt: now });
  return id;
}

export async function bettors(count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, () => createBenchUser({ 'features.betting': true, preferences: { gamblingOddsChange: 'any' } })),
    );
    await Promise.all(batch.map((user) => runLedger([{ uid: user.uid, idempotencyKey: 'bench_opening', type: 'admin_adjustment', cash: 10_000, reason: 'bench opening balance' }])));
    users.push(...batch);
  }
  return users;
}

export async function runBattleBench(levels: number[]): Promise<number> {
  await db.doc(remoteConfigPaths.config('flags')).set({ betting: true, geoblock: false }, { merge: true });
  console.log('\nBattle bets: N distinct bettors each placing one bet on one battle at once, next to the no-op (checkExclusion)');
  console.log('  bettors | no-op p50 / p95     | createBattleBet p50 / p95 | p95 ratio | bets/s | accepted | chest');
  let failed = 0;
  for (const level of levels) {
    const battleId = await benchBattle();
    const users = await bettors(level);
    await startWorkers(users[0]!, 'checkExclusion', Math.min(level, 50));
    await startWorkers(users[0]!, 'createBattleBet', Math.min(level, 50));
    const noop: Workload<null> = { name: 'checkExclusion', prepare: async () => null, run: (slot) => users[slot]!.call('checkExclusion', {}) };
    const bet: Workload<{ competitorId: string; odds: number }> = {
      name: 'createBattleBet',
      prepare: async (slot) => {
        const battle = (await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc;
        const competitorId = battle.competitors[slot % 2]!.id;
        return { competitorId, odds: battle.odds.competitors[competitorId]!.value };
      },
      run: (slot, { competitorId, odds }) =>
        users[slot]!.call('createBattleBet', { requestId: randomUUID().replace(/-/g, ''), battleId, competitorId, balance: STAKE, credits: 0, odds }),
    };
    const base = await runBlock(noop, level, 1);
    const bets = await runBlock(bet, level, 1);
    const baseStats = statsOf(base.latencies, base.failures);
    const betStats = statsOf(bets.latencies, bets.failures);
    // The odds and chest are republished after each bet; give the last publish a moment to land.
    let battle = (await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc;
    for (let wait = 0; wait < 50 && battle.chest.count < bets.latencies.length; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      battle = (await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc;
    }
    const stored = await db.collection(battlePaths.bets(battleId)).get();
    const storedTotal = stored.docs.reduce((sum, doc) => sum + (doc.get('amount') as number), 0);
    const accounted = stored.size === bets.latencies.length && battle.chest.total === storedTotal && battle.chest.count === stored.size;
    if (bets.failures > 0 || !accounted) failed += 1;
    console.log(
      `  ${String(level).padStart(7)} | ${ms(baseStats.p50)} / ${ms(baseStats.p95)} | ${ms(betStats.p50)} / ${ms(betStats.p95)}     | ${(betStats.p95 / baseStats.p95).toFixed(1).padStart(8)}x | ${(bets.latencies.length / bets.seconds).toFixed(1).padStart(6)} | ${String(bets.latencies.length).padStart(3)} of ${String(level).padEnd(3)} | ${accounted ? 'all in the chest' : `chest ${battle.chest.count} bets / ${battle.chest.total} cents, stored ${stored.size} / ${storedTotal}`}`,
    );
    for (const error of [...new Set(bets.errors)].slice(0, 3)) console.log(`    refused: ${error}`);
    await Promise.all(users.map((user) => user.close()));
  }
  return failed;
}
