import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { challengeCallables } from './callables';

describeCallableSchemas(challengeCallables, {
  createChallenge: {
    valid: {
      requestId: 'request-0001',
      streamId: 'stream_1',
      challengeId: 'challenge_1',
      title: 'Win with pistols only',
      description: 'Next match, pistols only',
      challengerName: 'viewer_one',
      basePrice: 1_000,
      credits: 0,
      orderId: 'ORDER123',
    },
    required: ['requestId', 'streamId', 'challengeId', 'title', 'challengerName', 'basePrice', 'credits'],
  },
  updateChallenge: { valid: { streamId: 'stream_1', challengeId: 'challenge_1', status: 'active' }, required: ['streamId', 'challengeId'] },
  getStaticChallenges: { valid: { streamId: 'stream_1' }, required: ['streamId'] },
  createVote: { valid: { streamId: 'stream_1', challengeId: 'challenge_1' }, required: ['streamId', 'challengeId'] },
  createDoubleDown: {
    valid: { requestId: 'request-0002', streamId: 'stream_1', challengeId: 'challenge_1', challengerName: 'viewer_two', basePrice: 2_500, credits: 1, anonymous: true },
    required: ['requestId', 'streamId', 'challengeId', 'challengerName', 'basePrice', 'credits', 'anonymous'],
  },
});
