import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { LEADERBOARD_COLLECTIONS } from '../../functions/src/shared/leaderboards/firestorePaths';

const harness = useRulesEnvironment();

describeServerOnlyRollup(harness, 'leaderboardCounted/{id}', LEADERBOARD_COLLECTIONS.counted, () => ({ uid: 'someone', month: '2026-01' }));
