import type * as yup from 'yup';
import { adminCallables, type AdminResponses } from './admin/callables';
import { authCallables, type AuthResponses } from './auth/callables';
import { battleCallables, type BattleResponses } from './battles/callables';
import { challengeCallables, type ChallengeResponses } from './challenges/callables';
import type { SameKeys } from './core/callables';
import { eventCallables, type EventResponses } from './events/callables';
import { harmCallables, type HarmResponses } from './harm/callables';
import { identityCallables, type IdentityResponses } from './identity/callables';
import { leaderboardCallables, type LeaderboardResponses } from './leaderboards/callables';
import { ledgerCallables, type LedgerResponses } from './ledger/callables';
import { notificationCallables, type NotificationResponses } from './notifications/callables';
import { preferenceCallables, type PreferenceResponses } from './preferences/callables';
import { regionCallables, type RegionResponses } from './region/callables';
import { sessionCallables, type SessionResponses } from './sessions/callables';
import { streamBetCallables, type StreamBetResponses } from './streamBets/callables';
import { streamCallables, type StreamResponses } from './streams/callables';
import { supportCallables, type SupportResponses } from './support/callables';
import { surveyCallables, type SurveyResponses } from './surveys/callables';
import { userCallables, type UserResponses } from './users/callables';
import { walletCallables, type WalletResponses } from './wallet/callables';

/**
 * The callable functions: name -> request schema and response type, one map for the whole product, made of the
 * entries each area declares in its own `callables.ts`. The functions are exported under these names and the web
 * client calls them through this map, so the compiler catches any drift between the two.
 */
export const CALLABLES_BY_AREA = {
  admin: adminCallables,
  auth: authCallables,
  battles: battleCallables,
  challenges: challengeCallables,
  events: eventCallables,
  harm: harmCallables,
  identity: identityCallables,
  leaderboards: leaderboardCallables,
  ledger: ledgerCallables,
  notifications: notificationCallables,
  preferences: preferenceCallables,
  region: regionCallables,
  sessions: sessionCallables,
  streams: streamCallables,
  streamBets: streamBetCallables,
  support: supportCallables,
  surveys: surveyCallables,
  users: userCallables,
  wallet: walletCallables,
} as const;

export const callableRequestSchemas = {
  ...adminCallables,
  ...authCallables,
  ...battleCallables,
  ...challengeCallables,
  ...eventCallables,
  ...harmCallables,
  ...identityCallables,
  ...leaderboardCallables,
  ...ledgerCallables,
  ...notificationCallables,
  ...preferenceCallables,
  ...regionCallables,
  ...sessionCallables,
  ...streamCallables,
  ...streamBetCallables,
  ...supportCallables,
  ...surveyCallables,
  ...userCallables,
  ...walletCallables,
};

export interface CallableResponses
  extends AdminResponses,
    AuthResponses,
    BattleResponses,
    ChallengeResponses,
    EventResponses,
    HarmResponses,
    IdentityResponses,
    LeaderboardResponses,
    LedgerResponses,
    NotificationResponses,
    PreferenceResponses,
    RegionResponses,
    SessionResponses,
    StreamResponses,
    StreamBetResponses,
    SupportResponses,
    SurveyResponses,
    UserResponses,
    WalletResponses {}

export type CallableName = keyof typeof callableRequestSchemas;
export type CallableRequest<K extends CallableName> = yup.InferType<(typeof callableRequestSchemas)[K]>;
export type CallableResponse<K extends CallableName> = CallableResponses[K];

// Every callable has a response type and every response type a callable.
export const contractIsComplete: SameKeys<CallableName, keyof CallableResponses> = true;
