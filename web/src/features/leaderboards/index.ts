import { lazy } from 'react';

export { LEADERBOARD_PATHS } from './routePaths';

/** The home page's compact top challengers card, in its own chunk. */
export const TopChallengersCard = lazy(() => import('./TopChallengersCard'));
