export const LEADERBOARD_PATHS = { leaderboards: '/leaderboards' } as const;
