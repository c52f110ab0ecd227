import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { notificationCallables } from './callables';

describeCallableSchemas(notificationCallables, {
  deleteNotification: {
    valid: { notificationId: 'note-1' },
    required: ['notificationId'],
  },
});
