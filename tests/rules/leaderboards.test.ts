import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { LEADERBOARD_COLLECTIONS } from '../../functions/src/shared/leaderboards/firestorePaths';

const harness = useRulesEnvironment();

// Nothing is stored at leaderboards/{period} itself; its rows are read through getLeaderboard only.
describeServerOnlyRollup(harness, 'leaderboards/{period}', LEADERBOARD_COLLECTIONS.leaderboards, () => ({ value: 1 }));
