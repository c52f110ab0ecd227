export const BATTLE_COLLECTIONS = {
  battles: 'battles',
  games: 'games',
  odds: 'odds',
  bets: 'bets',
  chest: 'chest',
  teams: 'teams',
} as const;

const battle = (battleId: string) => `${BATTLE_COLLECTIONS.battles}/${battleId}`;

export const battlePaths = {
  battles: () => BATTLE_COLLECTIONS.battles,
  battle,
  games: (battleId: string) => `${battle(battleId)}/${BATTLE_COLLECTIONS.games}`,
  /** Game N of a battle: `{battleId}_game{N}`. */
  game: (battleId: string, number: number) => `${battle(battleId)}/${BATTLE_COLLECTIONS.games}/${gameId(battleId, number)}`,
  odds: (battleId: string) => `${battle(battleId)}/${BATTLE_COLLECTIONS.odds}`,
  /** One published price, named by the number of bets it follows (so a republish writes it once). */
  oddsSnapshot: (battleId: string, id: string) => `${battle(battleId)}/${BATTLE_COLLECTIONS.odds}/${id}`,
  bets: (battleId: string) => `${battle(battleId)}/${BATTLE_COLLECTIONS.bets}`,
  bet: (battleId: string, betId: string) => `${battle(battleId)}/${BATTLE_COLLECTIONS.bets}/${betId}`,
  /** Server-only running totals of the Battle Chest, spread over shards. */
  chestShards: (battleId: string) => `${battle(battleId)}/${BATTLE_COLLECTIONS.chest}`,
  chestShard: (battleId: string, shard: number) => `${battle(battleId)}/${BATTLE_COLLECTIONS.chest}/shard_${shard}`,
  teams: () => BATTLE_COLLECTIONS.teams,
  team: (teamId: string) => `${BATTLE_COLLECTIONS.teams}/${teamId}`,
} as const;

export const gameId = (battleId: string, number: number) => `${battleId}_game${number}`;
/** The odds snapshot id after `betCount` bets, zero-padded so ids sort in time order. */
export const oddsSnapshotId = (betCount: number) => `v${String(betCount).padStart(8, '0')}`;
