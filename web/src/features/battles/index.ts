import { lazy } from 'react';

export { BATTLE_PATHS, battleHref } from './routePaths';

/** Battles live now or scheduled within the next day, for the visitor home (loaded on its own; it reads over REST, without the Firestore SDK). */
export const UpcomingBattles = lazy(() => import('./UpcomingBattles'));
/** What the strip shows while its code and its battles load, the strip's usual size. */
export { UpcomingBattlesSkeleton } from './UpcomingBattlesFrame';
