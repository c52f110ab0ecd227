import { defineCallable } from '../core/callable';
import { LEADERBOARD_DEFAULT_ROWS } from '../shared/leaderboards/schemas';
import { periodKeyOf, topRows } from './leaderboardRead';

/** Users by challenge money staked in the period (all time unless asked for the month), highest first. */
export const getTopChallengers = defineCallable('getTopChallengers', { allow: ['visitor', 'user'] }, async ({ period = 'all', limit = LEADERBOARD_DEFAULT_ROWS }) => {
  const periodKey = periodKeyOf(period);
  return { period, month: period === 'month' ? periodKey : null, challengers: await topRows(periodKey, 'stats.challengeTotal', limit) };
});
