import { lazy } from 'react';

export { CHALLENGE_PATHS } from './routePaths';

/** The streamer page's Custom Challenge panel (presets, Add Challenge and the live challenge list), in its own chunk. */
export const CustomChallengePanel = lazy(() => import('./CustomChallengePanel').then((m) => ({ default: m.CustomChallengePanel })));
