import { describe } from 'vitest';
import { describeFirestoreMatrix, SERVER_ONLY, useRulesEnvironment } from './support';
import { STREAM_COLLECTIONS } from '../../functions/src/shared/streams/firestorePaths';

const harness = useRulesEnvironment();

// Live-notice fan-outs of the stream_live notification (one per stream and live session) are server internals:
// nobody reads or writes them from a client.
describe('liveNotices/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'liveNotices/{id}',
      doc: (_owner, id) => `${STREAM_COLLECTIONS.liveNotices}/${id}`,
      collection: () => STREAM_COLLECTIONS.liveNotices,
      existing: () => ({ streamId: 's', sessionId: '1', username: 'x', title: '', game: '', status: 'done', notified: 3 }),
      created: () => ({ streamId: 's', sessionId: '2', username: 'x', title: '', game: '', status: 'pending', notified: 0 }),
      updated: () => ({ status: 'pending' }),
    },
    SERVER_ONLY,
  );
});
