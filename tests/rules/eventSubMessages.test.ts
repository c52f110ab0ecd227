import { describe } from 'vitest';
import { describeFirestoreMatrix, SERVER_ONLY, useRulesEnvironment } from './support';
import { STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';

const harness = useRulesEnvironment();

// Handled Twitch EventSub message ids (the webhook's replay guard) are server internals: nobody reads or writes
// them from a client.
describe('eventSubMessages/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'eventSubMessages/{id}',
      doc: (_owner, id) => streamPaths.eventSubMessage(id),
      collection: () => STREAM_COLLECTIONS.eventSubMessages,
      existing: () => ({ type: 'notification', status: 'handled' }),
      created: () => ({ type: 'notification', status: 'handled' }),
      updated: () => ({ status: 'processing' }),
    },
    SERVER_ONLY,
  );
});
