import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { sessionCallables } from './callables';

describeCallableSchemas(sessionCallables, {
  createSession: {
    valid: {},
    required: [],
  },
  refreshSession: {
    valid: { sessionId: 'session-1' },
    required: ['sessionId'],
  },
  endSession: {
    valid: { sessionId: 'session-1' },
    required: ['sessionId'],
  },
});
