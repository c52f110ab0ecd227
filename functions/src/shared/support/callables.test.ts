import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { supportCallables } from './callables';

const action = { userId: 'uid-1', reason: 'Customer asked by email on 2 May', requestId: 'request-0001' };

describeCallableSchemas(supportCallables, {
  liftSelfExclusion: { valid: action, required: ['userId', 'reason', 'requestId'] },
  setUserExclusion: { valid: { ...action, exclusion: 'Yes' }, required: ['userId', 'exclusion', 'reason', 'requestId'] },
  setBettingEligibility: { valid: { ...action, betting: false }, required: ['userId', 'betting', 'reason', 'requestId'] },
  allowIdentityRetry: { valid: action, required: ['userId', 'reason', 'requestId'] },
  grantUserBonusCredits: { valid: { ...action, bonusCredits: 3 }, required: ['userId', 'bonusCredits', 'reason', 'requestId'] },
  adjustUserBalance: { valid: { ...action, amount: -2_500 }, required: ['userId', 'amount', 'reason', 'requestId'] },
  refundUser: {
    valid: { kind: 'battleBet', parentId: 'battle-1', itemId: 'bet-1', reason: action.reason, requestId: action.requestId },
    required: ['kind', 'parentId', 'itemId', 'reason', 'requestId'],
  },
  findUsers: { valid: { query: 'ali' }, required: ['query'] },
  getUserSupportView: { valid: { userId: 'uid-1' }, required: ['userId'] },
});
