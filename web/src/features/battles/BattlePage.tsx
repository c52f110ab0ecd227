import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useCurrentUser } from '../auth';
import { AUTH_PATHS } from '../../lib/paths';
import { BattleDetails } from './BattleDetails';
import type { LiveBattleProps } from './LiveBattle';
import { betAction } from './betEligibility';
import { useAfterPaint } from './useAfterPaint';
import { usePublicBattle } from './usePublicBattle';

/** The live reads and a member's parts of the page, with the Firestore SDK: loaded on their own. */
const loadLiveBattle = () => import('./LiveBattle');
const LiveBattle = lazy(loadLiveBattle);

const VISITOR = { user: null, userDoc: undefined };

/**
 * A visitor's battle page: the first view read over REST, without the Firestore SDK; once it has shown, the live
 * reads load and take over (the odds move, bets settle, as on a member's page).
 */
function VisitorBattle({ battleId }: { battleId: string }) {
  const navigate = useNavigate();
  // The live view's code, once loaded (then it replaces the first view in one step, without a loading state).
  const [Live, setLive] = useState<ComponentType<LiveBattleProps> | null>(null);
  // Once the live reads have taken over, the REST reads are not made again.
  const { view, failed } = usePublicBattle(battleId, Live === null);
  const loadLive = useCallback(() => {
    // Should its code fail to load, the page keeps its first view, read again every 30 s.
    loadLiveBattle().then(
      (module) => setLive(() => module.default),
      (error: unknown) => console.warn('The live battle view could not be loaded.', error),
    );
  }, []);
  useAfterPaint(Live === null && (view !== undefined || failed), loadLive);
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
  return Live ? <Live battleId={battleId} initial={view} /> : first;
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
