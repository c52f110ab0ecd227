import { describe } from 'vitest';
import { ACTORS, describeFirestoreMatrix, SERVER_ONLY_OWNED, serverTimestamp, timestampAt, useRulesEnvironment } from './support';
import { STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';

const harness = useRulesEnvironment();

// Which Clutchpot account each Riot account is connected to is kept by the server alone: nobody reads or writes
// it from a client, not even the user it names.
describe('riotAccounts/{puuid} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'riotAccounts/{puuid}',
      doc: (_owner, id) => streamPaths.riotAccount(id),
      collection: () => STREAM_COLLECTIONS.riotAccounts,
      existing: (ownerUid) => ({ uid: ownerUid, connectedAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')) }),
      created: () => ({ uid: ACTORS.other.uid, connectedAt: serverTimestamp() }),
      updated: () => ({ uid: ACTORS.other.uid }),
    },
    SERVER_ONLY_OWNED,
  );
});
