import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { hasAnyRole } from '@shared/core/roles';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { BattleDetails, type BattleView } from './BattleDetails';
import { BetTable } from './BetTable';
import { OwnTotals } from './OwnTotals';
import { useBattle, useBattleGames, useOddsHistory, useOwnBets, useSettledBets } from './useBattle';
import { useBetAction } from './useBetAction';
import { useManagesBattle } from './useManagesBattle';

// Parts only some users see load when they are shown: the bet drawer when opened, a manager's and an admin's tools.
const BetDrawer = lazy(() => import('./BetDrawer').then((module) => ({ default: module.BetDrawer })));
const ManagerActions = lazy(() => import('./ManagerActions').then((module) => ({ default: module.ManagerActions })));
const AdminOpenBets = lazy(() => import('./AdminOpenBets').then((module) => ({ default: module.AdminOpenBets })));

function OwnBets({ battleId, uid }: { battleId: string; uid: string }) {
  const bets = useOwnBets(battleId, uid);
  if (bets.length === 0) return null;
  return <BetTable title="Your bets" bets={bets} />;
}

function Details({ battle, initial }: { battle: BattleDoc; initial?: BattleView }) {
  const games = useBattleGames(battle.id, initial?.games);
  const history = useOddsHistory(battle.id, initial?.history);
  const settled = useSettledBets(battle.id, initial?.settled);
  const [open, setOpen] = useState<Competitor | null>(null);
  const { actionFor, press, current } = useBetAction((_battle, competitor) => setOpen(competitor));
  const { manages } = useManagesBattle(battle);
  const uid = current.user?.uid ?? null;
  const view = { battle, games, history, settled };

  const details = (ownTotals: Record<string, number>) => (
    <BattleDetails
      view={view}
      actionFor={(competitor) => actionFor(battle, competitor)}
      onBet={(competitor) => press(battle, competitor)}
      ownTotals={ownTotals}
      managerActions={
        manages && (
          <Suspense fallback={null}>
            <ManagerActions battle={battle} />
          </Suspense>
        )
      }
      memberSections={
        uid && (
          <>
            <OwnBets battleId={battle.id} uid={uid} />
            {hasAnyRole(current.claims, ['admin']) && (
              <Suspense fallback={null}>
                <AdminOpenBets battle={battle} />
              </Suspense>
            )}
          </>
        )
      }
    >
      {open && uid && current.userDoc && (
        <Suspense fallback={null}>
          <BetDrawer battle={battle} competitor={open} userDoc={current.userDoc} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </BattleDetails>
  );
  return uid ? <OwnTotals battleId={battle.id} uid={uid}>{details}</OwnTotals> : details({});
}

export interface LiveBattleProps {
  battleId: string;
  /** A visitor's first view, read over REST. */
  initial?: BattleView;
}

/**
 * The battle page's live reads (Firestore SDK listeners): a member's page from the start; a visitor's once its
 * first view over REST has shown (`initial`, shown until the listeners answer).
 */
export default function LiveBattle({ battleId, initial }: LiveBattleProps) {
  const live = useBattle(battleId);
  const battle = live === undefined ? initial?.battle : live;
  if (battle === undefined) return <LoadingScreen />;
  if (battle === null) return <Navigate to="/" replace />;
  return <Details battle={battle} initial={initial} />;
}
