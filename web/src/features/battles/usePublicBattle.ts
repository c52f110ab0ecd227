import { battlePaths } from '@shared/battles/firestorePaths';
import type { BattleBetDoc, BattleDoc, BattleGameDoc, OddsSnapshotDoc } from '@shared/battles/types';
import { queryPublicOrdered, readPublicDoc } from '../../lib/publicFirestore';
import { usePublicRead } from '../../lib/usePublicRead';
import type { BattleView } from './BattleDetails';
import { ODDS_HISTORY_LIMIT, SETTLED_BET_STATUSES, SETTLED_SHOWN } from './battleQueries';

/**
 * The battle page's first view for a visitor, read over REST (no Firestore SDK) as the SDK's live reads read it:
 * the battle, its games, its odds history and its settled bets, all four at once. `view` is undefined while
 * loading and null when the battle does not exist; `failed` when the battle could not be read (the live reads then
 * answer). `enabled` false stops reading again (the live reads have taken over).
 */
export function usePublicBattle(battleId: string, enabled: boolean): { view: BattleView | null | undefined; failed: boolean } {
  const battle = usePublicRead(['battle', battleId], () => readPublicDoc<BattleDoc>(battlePaths.battle(battleId)).then((doc) => doc ?? null), enabled);
  const games = usePublicRead(['battle', battleId, 'games'], () =>
    queryPublicOrdered<BattleGameDoc>({ collection: battlePaths.games(battleId), orderBy: 'number', direction: 'asc' }),
    enabled,
  );
  const history = usePublicRead(['battle', battleId, 'odds'], () =>
    queryPublicOrdered<OddsSnapshotDoc>({ collection: battlePaths.odds(battleId), orderBy: 'createdAt', direction: 'asc', limit: ODDS_HISTORY_LIMIT }),
    enabled,
  );
  const settled = usePublicRead(['battle', battleId, 'settledBets'], () =>
    queryPublicOrdered<BattleBetDoc>({
      collection: battlePaths.bets(battleId),
      whereIn: { field: 'status', values: SETTLED_BET_STATUSES },
      orderBy: 'timestamp',
      direction: 'desc',
      limit: SETTLED_SHOWN,
    }),
    enabled,
  );
  const view = battle.data && { battle: battle.data, games: games.data ?? [], history: history.data ?? [], settled: settled.data ?? [] };
  return { view, failed: battle.isError };
}
