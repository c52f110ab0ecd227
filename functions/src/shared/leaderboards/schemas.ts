import * as yup from 'yup';

export const LEADERBOARD_MAX_ROWS = 50;
export const LEADERBOARD_DEFAULT_ROWS = 20;
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const leaderboardMessages = {
  period: "Period must be 'month' or 'all'",
  limit: `Limit must be a whole number from 1 to ${LEADERBOARD_MAX_ROWS}`,
  month: 'Month must be YYYY-MM',
} as const;

const period = () => yup.string().oneOf(['month', 'all'] as const, leaderboardMessages.period).typeError(leaderboardMessages.period);
const limit = () =>
  yup.number().typeError(leaderboardMessages.limit).integer(leaderboardMessages.limit).min(1, leaderboardMessages.limit).max(LEADERBOARD_MAX_ROWS, leaderboardMessages.limit);

export const getLeaderboardRequest = yup.object({ period: period().required(leaderboardMessages.period), limit: limit() }).noUnknown();
export const getTopChallengersRequest = yup.object({ period: period(), limit: limit() }).noUnknown();
export const getMonthlyChallengesRequest = yup
  .object({ month: yup.string().typeError(leaderboardMessages.month).matches(MONTH_PATTERN, leaderboardMessages.month), limit: limit() })
  .noUnknown();
