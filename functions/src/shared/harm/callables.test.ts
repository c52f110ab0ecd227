import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { harmCallables } from './callables';

describeCallableSchemas(harmCallables, {
  contestHarmDecision: { valid: { text: 'I was paying for a friend, please look again.' }, required: ['text'] },
  reviewHarmCase: {
    valid: { userId: 'uid-1', decision: 'lift', reason: 'Spoke to the customer by phone', requestId: 'request-0001' },
    required: ['userId', 'decision', 'reason', 'requestId'],
  },
  listHarmCases: { valid: {}, required: [] },
  getHarmEvaluation: { valid: { start: '2026-06-01', end: '2026-06-30' }, required: ['start', 'end'] },
});
