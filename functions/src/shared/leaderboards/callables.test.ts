import { describe, expect, it } from 'vitest';
import { describeCallableSchemas, strictError } from '../../../../tests/support/callableSchemaSuite';
import { leaderboardCallables } from './callables';
import { leaderboardMessages } from './schemas';

describeCallableSchemas(leaderboardCallables, {
  getLeaderboard: { valid: { period: 'month', limit: 20 }, required: ['period'] },
  getTopChallengers: { valid: { period: 'all', limit: 5 }, required: [] },
  getMonthlyChallenges: { valid: { month: '2026-11', limit: 10 }, required: [] },
});

describe('leaderboard requests', () => {
  it('take a period of month or all, a limit of 1 to 50 and a real month, each refused with its reason', async () => {
    expect(await strictError(leaderboardCallables.getLeaderboard, { period: 'week' })).toBe(leaderboardMessages.period);
    expect(await strictError(leaderboardCallables.getLeaderboard, { period: 'all', limit: 0 })).toBe(leaderboardMessages.limit);
    expect(await strictError(leaderboardCallables.getTopChallengers, { limit: 50 })).toBeNull();
    expect(await strictError(leaderboardCallables.getTopChallengers, { limit: 2.5 })).toBe(leaderboardMessages.limit);
    expect(await strictError(leaderboardCallables.getMonthlyChallenges, { month: '2026-00' })).toBe(leaderboardMessages.month);
    expect(await strictError(leaderboardCallables.getMonthlyChallenges, {})).toBeNull();
  });
});
