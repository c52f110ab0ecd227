/**
 * Every deployed function. Callables are exported under the names the shared contract gives them
 * (checked at compile time by deployedContract.ts).
 */
import { scheduledFunction } from './core/scheduledJob';
import { SCHEDULED_JOBS } from './scheduledJobs';

export { fetchOrders } from './admin/fetchOrders';
export { getAdminChallengeStats } from './admin/getAdminChallengeStats';
export { getAdminSummaryStats } from './admin/getAdminSummaryStats';
export { getAdminTopStreamExport } from './admin/getAdminTopStreamExport';
export { getAdminUserStats } from './admin/getAdminUserStats';
export { getAdminUserSummaryActivities } from './admin/getAdminUserSummaryActivities';
export { getTotalRevenue } from './admin/getTotalRevenue';
export { runOnDemandMigrations } from './admin/runOnDemandMigrations';
export { signupWithTwitch } from './auth/signupWithTwitch';
export { reconcile } from './ledger/reconcileCallable';
export { deleteNotification } from './notifications/deleteNotification';
export { addUsername } from './users/addUsername';
export { createUser } from './users/createUser';
export { saveUserAgreement } from './users/saveUserAgreement';
export { checkCodGamerTag } from './users/checkCodGamerTag';
export { updateUser } from './users/updateUser';
export { validateUsername } from './users/validateUsername';
export { addBalance } from './wallet/addBalance';
export { checkDepositLimits } from './wallet/checkDepositLimits';
export { createTrueLayerPayment } from './wallet/createTrueLayerPayment';
export { createTrueLayerPayout } from './wallet/createTrueLayerPayout';
export { fetchTransactions } from './wallet/fetchTransactions';
export { getMonthlyHistory } from './wallet/getMonthlyHistory';
export { getOrderHistory } from './wallet/getOrderHistory';
export { getPayoutHistory } from './wallet/getPayoutHistory';
export { getWalletSummary } from './wallet/getWalletSummary';
export { makePayout } from './wallet/makePayout';
export { createSession } from './sessions/createSession';
export { endSession } from './sessions/endSession';
export { refreshSession } from './sessions/refreshSession';
export { checkBetLimits } from './preferences/checkBetLimits';
export { checkExclusion } from './preferences/checkExclusion';
export { saveUserPreferences } from './preferences/saveUserPreferences';
export { initVerifyIdentity } from './identity/initVerifyIdentity';
export { checkRegion } from './region/checkRegion';
export { submitSurvey } from './surveys/submitSurvey';
export { saveStreamSettings } from './streams/saveStreamSettings';
export { disconnectRiotRSO, fetchMatchStats, processRiotRSO } from './streams/riotConnection';
export { fetchBetStreams, fetchFollowedStreams, fetchPriorStreams, fetchStreamBroadcasters, fetchTopRatedStreams } from './streams/fetchStreamBroadcasters';
export { searchStreamers } from './streams/searchStreamers';
export { lookupStreamer } from './streams/lookup';
export { adjustUserBalance } from './support/adjustUserBalance';
export { allowIdentityRetry } from './support/allowIdentityRetry';
export { findUsers } from './support/findUsers';
export { getUserSupportView } from './support/getUserSupportView';
export { grantUserBonusCredits } from './support/grantUserBonusCredits';
export { liftSelfExclusion } from './support/liftSelfExclusion';
export { setBettingEligibility } from './support/setBettingEligibility';
export { setUserExclusion } from './support/setUserExclusion';
export { refundUser } from './support/refundUser';
export { contestHarmDecision } from './harm/contestHarmDecision';
export { getHarmEvaluation } from './harm/getHarmEvaluation';
export { listHarmCases } from './harm/listHarmCases';
export { reviewHarmCase } from './harm/reviewHarmCase';
export { saveBattle } from './battles/saveBattle';
export { saveBattleGame } from './battles/saveBattleGame';
export { cancelBattle } from './battles/cancelBattle';
export { voidBattle } from './battles/voidBattle';
export { createBattleBet } from './battles/createBattleBet';
export { saveTeam } from './battles/saveTeam';
export { createChallenge } from './challenges/createChallenge';
export { updateChallenge } from './challenges/updateChallenge';
export { getStaticChallenges } from './challenges/getStaticChallenges';
export { createVote } from './challenges/createVote';
export { createDoubleDown } from './challenges/createDoubleDown';
export { createEvent } from './events/createEvent';
export { updateEvent } from './events/updateEvent';
export { deleteEvent } from './events/deleteEvent';
export { enterEvent } from './events/enterEvent';
export { getLeaderboard } from './leaderboards/getLeaderboard';
export { getTopChallengers } from './leaderboards/getTopChallengers';
export { getMonthlyChallenges } from './leaderboards/getMonthlyChallenges';
export { getOdds } from './streamBets/getOdds';
export { createBet } from './streamBets/createBet';
export { createParlay } from './streamBets/createParlay';
export { updateBetStatus, updateParlay } from './streamBets/updateBetStatus';
export { setStreamOdds, withdrawStreamOdds } from './streamBets/setStreamOdds';

// Provider webhooks (HTTP, verified inside).
export { paypalWebhook } from './wallet/paypalWebhook';
export { trueLayerWebhook } from './wallet/trueLayerWebhook';
export { identityWebhook } from './identity/identityWebhook';
export { twitchEventSub } from './streams/twitchEventSub';

// Firestore triggers (the work is a plain idempotent function; see core/firestoreTrigger.ts).
export { onFollowerWritten } from './streams/follows';
export { onLiveNoticeWritten } from './streams/liveNotices';
export { onHarmDayWritten } from './harm/onHarmDayWritten';

// Scheduled jobs (the work is in SCHEDULED_JOBS; see core/scheduledJob.ts).
export const expireSessions = scheduledFunction(SCHEDULED_JOBS.expireSessions);
export const remindAccountReviews = scheduledFunction(SCHEDULED_JOBS.remindAccountReviews);
export const reconcileLiveStreams = scheduledFunction(SCHEDULED_JOBS.reconcileLiveStreams);
export const rollUpStreamHeat = scheduledFunction(SCHEDULED_JOBS.rollUpStreamHeat);
export const settleBattles = scheduledFunction(SCHEDULED_JOBS.settleBattles);
export const settleChallenges = scheduledFunction(SCHEDULED_JOBS.settleChallenges);
export const runEvents = scheduledFunction(SCHEDULED_JOBS.runEvents);
export const settleStreamBets = scheduledFunction(SCHEDULED_JOBS.settleStreamBets);
export const reassessHarm = scheduledFunction(SCHEDULED_JOBS.reassessHarm);
