import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { eventCallables } from './callables';

const form = {
  title: 'Friday Frag-Off',
  description: 'Most kills in an hour',
  type: 'kills',
  baseType: 'goal',
  baseAmount: 10_000,
  manual: false,
  selfSignUp: true,
  pricePerPlayer: 1_000,
};

describeCallableSchemas(eventCallables, {
  createEvent: { valid: { ...form, copyOf: 'event_1' }, required: ['title', 'type', 'baseType', 'baseAmount', 'manual', 'selfSignUp', 'pricePerPlayer'] },
  updateEvent: { valid: { eventId: 'event_1', status: 'active' }, required: ['eventId'] },
  deleteEvent: { valid: { eventId: 'event_1' }, required: ['eventId'] },
  enterEvent: { valid: { requestId: 'request-0001', eventId: 'event_1' }, required: ['requestId', 'eventId'] },
});
