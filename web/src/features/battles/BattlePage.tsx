import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useCurrentUser } from '../auth';
import { AUTH_PATHS } from '../../lib/paths';
import { BattleDetails } from './BattleDetails';
import { betAction } from './betEligibility';
import { useAfterPaint } from './useAfterPaint';
import { usePublicBattle } from './usePublicBattle';

/** The live reads and a member's parts of the page, with the Firestore SDK: loaded on their own. */
const LiveBattle = lazy(() => import('./LiveBattle'));

const VISITOR = { user: null, userDoc: undefined };

/**
 * A visitor's battle page: the first view read over REST, without the Firestore SDK; once it has shown, the live
 * reads load and take over (the odds move, bets settle, as on a member's page).
 */
function VisitorBattle({ battleId }: { battleId: string }) {
  const navigate = useNavigate();
  const [live, setLive] = useState(false);
  // Once the live reads have taken over, the REST reads are not made again.
  const { view, failed } = usePublicBattle(battleId, !live);
  useAfterPaint(!live && (view !== undefined || failed), useCallback(() => setLive(true), []));
  if (view === null) return <Navigate to="/" replace />;
  const first = view ? (
    <BattleDetails
      view={view}
      actionFor={(competitor) => betAction(view.battle, competitor, VISITOR, true, Date.now())}
      onBet={() => void navigate(AUTH_PATHS.signup)}
    />
  ) : (
    <LoadingScreen />
  );
  if (!live) return first;
  return (
    <Suspense fallback={first}>
      <LiveBattle battleId={battleId} initial={view} />
    </Suspense>
  );
}

/** /battles/{slug}: the battle, live. A missing battle goes to the home page. */
export function BattlePage() {
  const { slug = '' } = useParams();
  const { user } = useCurrentUser();
  if (!user) return <VisitorBattle key={slug} battleId={slug} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LiveBattle battleId={slug} />
    </Suspense>
  );
}
