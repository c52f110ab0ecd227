import { lazy } from 'react';

export { CHALLENGE_PATHS } from './routePaths';
export { VoteLines, type VoteKind, type VoteLine } from './VoteLines';
export { usePotActions, type PotIds } from './useChallengeActions';
export { VOTES_PER_QUERY } from './useStreamChallenges';

/** The streamer page's Custom Challenge panel (presets, Add Challenge and the live challenge list), in its own chunk. */
export const CustomChallengePanel = lazy(() => import('./CustomChallengePanel').then((m) => ({ default: m.CustomChallengePanel })));

/** Add Money (a double-down) on a challenge or an event, in its own chunk. */
export const AddMoneyDialog = lazy(() => import('./AddMoneyDialog').then((m) => ({ default: m.AddMoneyDialog })));
