import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { preferenceCallables } from './callables';

describeCallableSchemas(preferenceCallables, {
  saveUserPreferences: {
    valid: {
      preferences: {
        marketingGeneral: { email: false, notifications: true },
        gamblingDepositLimits: { daily: 2_000, weekly: 250_000, monthly: 500_000 },
        gamblingRealityCheck: { hours: 2 },
        gamblingSelfExclude: { enabled: false, period: '6m' },
      },
      sessionId: 'session-1',
      depositLimitDecision: { choice: 'limits' },
    },
    required: ['preferences'],
  },
  checkBetLimits: {
    valid: { userId: 'uid-1', streamId: 'stream-1', gameType: 'valorant', gameMode: 'competitive' },
    required: ['userId', 'streamId'],
  },
  checkExclusion: {
    valid: {},
    required: [],
  },
});
