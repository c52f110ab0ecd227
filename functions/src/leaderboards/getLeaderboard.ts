import { defineCallable } from '../core/callable';
import { LEADERBOARD_DEFAULT_ROWS } from '../shared/leaderboards/schemas';
import { readLeaderboard } from './leaderboardRead';

/** The Leaderboards page: the period's top rows and the signed-in viewer's own rank. */
export const getLeaderboard = defineCallable('getLeaderboard', { allow: ['visitor', 'user'] }, ({ period, limit = LEADERBOARD_DEFAULT_ROWS }, { uid }) =>
  readLeaderboard(period, limit, uid),
);
