import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { BETS_PER_BATTLE_LIMIT } from '@shared/battles/constants';
import { battlePaths } from '@shared/battles/firestorePaths';
import type { BattleBetDoc, BattleDoc, BattleGameDoc, OddsSnapshotDoc } from '@shared/battles/types';
import { firestore } from '../../lib/firestore';

/** One battle, live: undefined while loading, null when it does not exist. */
export function useBattle(battleId: string) {
  const { status, data } = useFirestoreDocData(doc(firestore, battlePaths.battle(battleId)));
  return status === 'loading' ? undefined : ((data as BattleDoc | undefined) ?? null);
}

export function useBattleGames(battleId: string) {
  const gamesQuery = useMemo(() => query(collection(firestore, battlePaths.games(battleId)), orderBy('number')), [battleId]);
  return (useFirestoreCollectionData(gamesQuery).data ?? []) as BattleGameDoc[];
}

/** The battle's published prices since it opened, oldest first. */
export function useOddsHistory(battleId: string) {
  const oddsQuery = useMemo(() => query(collection(firestore, battlePaths.odds(battleId)), orderBy('createdAt', 'asc'), limit(500)), [battleId]);
  return (useFirestoreCollectionData(oddsQuery).data ?? []) as OddsSnapshotDoc[];
}

const SETTLED_BETS = ['won', 'lost', 'refunded'];
const SETTLED_SHOWN = 20;

/** The battle's settled bets, newest first: anyone may read them (DECISIONS.md "Who sees a bet"). */
export function useSettledBets(battleId: string) {
  const betsQuery = useMemo(
    () => query(collection(firestore, battlePaths.bets(battleId)), where('status', 'in', SETTLED_BETS), orderBy('timestamp', 'desc'), limit(SETTLED_SHOWN)),
    [battleId],
  );
  return (useFirestoreCollectionData(betsQuery, { idField: 'id' }).data ?? []) as BattleBetDoc[];
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
