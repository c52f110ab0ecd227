import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { CHEST_SHARDS } from '../shared/battles/constants';
import { battlePaths, oddsSnapshotId } from '../shared/battles/firestorePaths';
import { priceBattle } from '../shared/battles/odds';
import type { BattleDoc, ChestShardDoc } from '../shared/battles/types';
import { battleRef } from './battleAccess';

const FAILED_PRECONDITION = 9;
const ABORTED = 10;

/** The published odds for `battle` with `stakes` per competitor id. */
export function oddsFor(battle: Pick<BattleDoc, 'competitors' | 'chest'>, stakes: Record<string, number>, margin: number): Record<string, { value: number }> {
  const prices = priceBattle({
    startingOdds: battle.competitors.map((competitor) => competitor.startingOdds),
    stakes: battle.competitors.map((competitor) => stakes[competitor.id] ?? 0),
    liquidity: battle.chest.target,
    margin,
  });
  return Object.fromEntries(battle.competitors.map((competitor, index) => [competitor.id, { value: prices[index]! }]));
}

/**
 * Folds the chest shards into the battle: the chest total, the stakes per side and the odds they move, with an
 * odds snapshot named by the number of bets it follows. Bets write only their shard, so a burst of bets never
 * queues on the battle document; this publishes with a precondition on the battle's update time instead of a lock,
 * retrying until the battle shows at least the bets this publisher saw (another publish may get there first).
 * A bet is always accepted at the odds it read in its own transaction.
 */
export async function publishBattleOdds(battleId: string, margin?: number): Promise<boolean> {
  const shardRefs = Array.from({ length: CHEST_SHARDS }, (_, shard) => db.doc(battlePaths.chestShard(battleId, shard)));
  const bookMargin = margin ?? (await readAppSettings()).battles.margin;
  let mustCover = 0;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [battleSnap, ...shards] = await db.getAll(battleRef(battleId), ...shardRefs);
    if (!battleSnap?.exists) return false;
    const battle = battleSnap.data() as BattleDoc;
    const totals = { total: 0, count: 0, stakes: {} as Record<string, number> };
    for (const shard of shards) {
      const data = shard.data() as ChestShardDoc | undefined;
      if (!data) continue;
      totals.total += data.total ?? 0;
      totals.count += data.count ?? 0;
      for (const [id, amount] of Object.entries(data.stakes ?? {})) totals.stakes[id] = (totals.stakes[id] ?? 0) + amount;
    }
    // The first read follows the caller's bet, so a published count at least that high includes it: stop there.
    mustCover = mustCover || totals.count;
    if (battle.chest.count >= mustCover || battle.status !== 'scheduled') return false;
    const odds = oddsFor(battle, totals.stakes, bookMargin);
    const batch = db.batch();
    batch.update(
      battleSnap.ref,
      { chest: { ...battle.chest, ...totals }, odds: { competitors: odds, updatedAt: FieldValue.serverTimestamp() } },
      { lastUpdateTime: battleSnap.updateTime as Timestamp },
    );
    batch.set(db.doc(battlePaths.oddsSnapshot(battleId, oddsSnapshotId(totals.count))), {
      competitors: odds,
      betCount: totals.count,
      createdAt: FieldValue.serverTimestamp(),
    });
    try {
      await batch.commit();
      return true;
    } catch (error) {
      const code = (error as { code?: number }).code;
      if (code !== FAILED_PRECONDITION && code !== ABORTED) throw error;
    }
  }
  logger.warn(`publishBattleOdds(${battleId}) gave way to other publishers 20 times`);
  return false;
}
