import type { ScheduledJob } from './core/scheduledJob';
import { remindAccountReviewsJob } from './accountReview/remindAccountReviews';
import { expireSessionsJob } from './sessions/expireSessions';
import { settleBattlesJob } from './battles/settleBattles';
import { settleChallengesJob } from './challenges/settleChallenge';
import { runEventsJob } from './events/eventJobs';
import { settleStreamBetsJob } from './streamBets/settleStreamBets';
import { rollUpStreamHeatJob } from './streams/activity';
import { reassessHarmJob } from './harm/reassessHarmJob';
import { reconcileLiveStreamsJob } from './streams/reconcileLiveStreams';

/**
 * Every scheduled job, by the name its function is deployed under. index.ts deploys each (checked at compile time
 * by deployedContract.ts) and the dev stack's scheduler runs the same jobs on their intervals.
 */
export const SCHEDULED_JOBS = {
  expireSessions: expireSessionsJob,
  reassessHarm: reassessHarmJob,
  reconcileLiveStreams: reconcileLiveStreamsJob,
  remindAccountReviews: remindAccountReviewsJob,
  runEvents: runEventsJob,
  rollUpStreamHeat: rollUpStreamHeatJob,
  settleBattles: settleBattlesJob,
  settleChallenges: settleChallengesJob,
  settleStreamBets: settleStreamBetsJob,
} satisfies Record<string, ScheduledJob>;
