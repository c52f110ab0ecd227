import { BATTLE_STATUS_ORDER, type BattleStatus } from '@shared/battles/constants';
import type { BattleDoc } from '@shared/battles/types';

/** Battles of `status` (all with 'any'), ordered by status as the list sorts them, then by time. */
export function orderBattles(all: BattleDoc[], status: BattleStatus | 'any'): BattleDoc[] {
  return all
    .filter((battle) => status === 'any' || battle.status === status)
    .sort((a, b) => BATTLE_STATUS_ORDER.indexOf(a.status) - BATTLE_STATUS_ORDER.indexOf(b.status) || a.scheduledAt.toMillis() - b.scheduledAt.toMillis());
}
