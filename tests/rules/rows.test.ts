import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { leaderboardPaths } from '../../functions/src/shared/leaderboards/firestorePaths';

const harness = useRulesEnvironment();

// Leaderboard rows name what each user staked: the pages read them through getLeaderboard and getTopChallengers.
describeServerOnlyRollup(harness, 'leaderboards/{period}/rows/{uid}', leaderboardPaths.rows('2026-01'), () => ({
  uid: 'someone',
  periodKey: '2026-01',
  amount: 1_000,
  score: 1_000,
  stats: { betCount: 1, betTotal: 1_000 },
}));
