import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { BETS_PER_BATTLE_LIMIT } from '@shared/battles/constants';
import { battlePaths } from '@shared/battles/firestorePaths';
import type { BattleBetDoc, BattleDoc, BattleGameDoc, OddsSnapshotDoc } from '@shared/battles/types';
import { firestore } from '../../lib/firestore';
import { ODDS_HISTORY_LIMIT, SETTLED_BET_STATUSES, SETTLED_SHOWN } from './battleQueries';

/** One battle, live: undefined while loading, null when it does not exist. */
export function useBattle(battleId: string) {
  const { status, data } = useFirestoreDocData(doc(firestore, battlePaths.battle(battleId)));
  return status === 'loading' ? undefined : ((data as BattleDoc | undefined) ?? null);
}

/** A live list: `initial` (the REST first view's, if any) until the listener's first answer. */
function useLiveList<T>(listQuery: Query, initial: T[] | undefined, idField?: string): T[] {
  const { status, data } = useFirestoreCollectionData(listQuery, idField ? { idField } : undefined);
  return ((status === 'loading' ? initial : data) ?? []) as T[];
}

export function useBattleGames(battleId: string, initial?: BattleGameDoc[]) {
  const gamesQuery = useMemo(() => query(collection(firestore, battlePaths.games(battleId)), orderBy('number')), [battleId]);
  return useLiveList(gamesQuery, initial);
}

/** The battle's published prices since it opened, oldest first. */
export function useOddsHistory(battleId: string, initial?: OddsSnapshotDoc[]) {
  const oddsQuery = useMemo(() => query(collection(firestore, battlePaths.odds(battleId)), orderBy('createdAt', 'asc'), limit(ODDS_HISTORY_LIMIT)), [battleId]);
  return useLiveList(oddsQuery, initial);
}

/** The battle's settled bets, newest first: anyone may read them (DECISIONS.md "Who sees a bet"). */
export function useSettledBets(battleId: string, initial?: BattleBetDoc[]) {
  const betsQuery = useMemo(
    () => query(collection(firestore, battlePaths.bets(battleId)), where('status', 'in', SETTLED_BET_STATUSES), orderBy('timestamp', 'desc'), limit(SETTLED_SHOWN)),
    [battleId],
  );
  return useLiveList(betsQuery, initial, 'id');
}

/** The signed-in user's own bets on the battle (the rules let a bettor read only these while open). */
/** Everyone's open bets on the battle (admins only: the rules let nobody else list them). */
export function useOpenBets(battleId: string) {
  const betsQuery = useMemo(
    () => query(collection(firestore, battlePaths.bets(battleId)), where('status', '==', 'open'), limit(BETS_PER_BATTLE_LIMIT)),
    [battleId],
  );
  return (useFirestoreCollectionData(betsQuery).data ?? []) as BattleBetDoc[];
}

export function useOwnBets(battleId: string, uid: string) {
  const betsQuery = useMemo(
    () => query(collection(firestore, battlePaths.bets(battleId)), where('user.id', '==', uid), limit(BETS_PER_BATTLE_LIMIT)),
    [battleId, uid],
  );
  return (useFirestoreCollectionData(betsQuery).data ?? []) as BattleBetDoc[];
}
