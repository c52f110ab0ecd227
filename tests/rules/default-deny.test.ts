import { describe } from 'vitest';
import { NOTHING, describeFirestoreMatrix, useRulesEnvironment } from './support';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { REMOTE_CONFIG_COLLECTIONS } from '../../functions/src/shared/remoteConfig/firestorePaths';

const harness = useRulesEnvironment();

const anything = () => ({ value: 1 });

// Paths no rule opens fall through to the catch-all deny, for every role.
describe('unmatched paths are closed', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'unmatched/{id} (no rule)',
      doc: (_ownerUid, id) => `unmatched/${id}`,
      collection: () => 'unmatched',
      existing: anything,
      created: anything,
      updated: () => ({ value: 2 }),
    },
    {
      visitor: NOTHING,
      other: NOTHING,
      streamer: NOTHING,
      organizer: NOTHING,
      admin: NOTHING,
      superAdmin: NOTHING,
    },
  );

  describeFirestoreMatrix(
    harness,
    {
      label: 'users/{uid}/private/{id} (no rule)',
      doc: (ownerUid, id) => `${corePaths.user(ownerUid)}/private/${id}`,
      collection: (ownerUid) => `${corePaths.user(ownerUid)}/private`,
      existing: anything,
      created: anything,
      updated: () => ({ value: 2 }),
    },
    {
      visitor: NOTHING,
      other: NOTHING,
      owner: NOTHING,
      streamer: NOTHING,
      organizer: NOTHING,
      admin: NOTHING,
      superAdmin: NOTHING,
    },
  );

  describeFirestoreMatrix(
    harness,
    {
      label: 'config/{doc}/history/{id} (no rule)',
      doc: (_ownerUid, id) => `${REMOTE_CONFIG_COLLECTIONS.config}/flags/history/${id}`,
      collection: () => `${REMOTE_CONFIG_COLLECTIONS.config}/flags/history`,
      existing: anything,
      created: anything,
      updated: () => ({ value: 2 }),
    },
    {
      visitor: NOTHING,
      other: NOTHING,
      streamer: NOTHING,
      organizer: NOTHING,
      admin: NOTHING,
      superAdmin: NOTHING,
    },
  );
});
