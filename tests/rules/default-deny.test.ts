import { describe } from 'vitest';
import { describeFirestoreMatrix, SERVER_ONLY, SERVER_ONLY_OWNED, useRulesEnvironment, type FirestoreTarget } from './support';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { REMOTE_CONFIG_COLLECTIONS } from '../../functions/src/shared/remoteConfig/firestorePaths';

const harness = useRulesEnvironment();

const anything = () => ({ value: 1 });

/** A path no rule opens, holding and written with any document. */
function unmatched(path: string, doc: FirestoreTarget['doc'], collection: FirestoreTarget['collection']): FirestoreTarget {
  return { label: `${path} (no rule)`, doc, collection, existing: anything, created: anything, updated: () => ({ value: 2 }) };
}

// Paths no rule opens fall through to the catch-all deny, for every role.
describe('unmatched paths are closed', () => {
  describeFirestoreMatrix(
    harness,
    unmatched(
      'unmatched/{id}',
      (_ownerUid, id) => `unmatched/${id}`,
      () => 'unmatched',
    ),
    SERVER_ONLY,
  );

  describeFirestoreMatrix(
    harness,
    unmatched(
      'users/{uid}/private/{id}',
      (ownerUid, id) => `${corePaths.user(ownerUid)}/private/${id}`,
      (ownerUid) => `${corePaths.user(ownerUid)}/private`,
    ),
    SERVER_ONLY_OWNED,
  );

  describeFirestoreMatrix(
    harness,
    unmatched(
      'config/{doc}/history/{id}',
      (_ownerUid, id) => `${REMOTE_CONFIG_COLLECTIONS.config}/flags/history/${id}`,
      () => `${REMOTE_CONFIG_COLLECTIONS.config}/flags/history`,
    ),
    SERVER_ONLY,
  );
});
