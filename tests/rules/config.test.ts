import { describe, it } from 'vitest';
import {
  ALLOW,
  DENY,
  describeFirestoreMatrix,
  EVERYTHING,
  expectOutcome,
  READ_ONLY,
  useRulesEnvironment,
  type RoleName,
} from './support';
import { REMOTE_CONFIG_COLLECTIONS } from '../../functions/src/shared/remoteConfig/firestorePaths';

const harness = useRulesEnvironment();

const FLAGS = `${REMOTE_CONFIG_COLLECTIONS.config}/flags`;
const APP = `${REMOTE_CONFIG_COLLECTIONS.config}/app`;
const flags = { betting: true, geoblock: true, truelayer: true, paypal: true };

describe('config/{doc} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'config/{doc}',
      doc: (_ownerUid, id) => `${REMOTE_CONFIG_COLLECTIONS.config}/${id}`,
      collection: () => REMOTE_CONFIG_COLLECTIONS.config,
      existing: () => flags,
      created: () => flags,
      updated: () => ({ betting: false }),
    },
    {
      // No owner: configuration belongs to nobody.
      visitor: READ_ONLY,
      other: READ_ONLY,
      streamer: READ_ONLY,
      organizer: READ_ONLY,
      admin: EVERYTHING,
      superAdmin: EVERYTHING,
    },
  );
});

describe('config: flags and app settings', () => {
  const nonAdmins: RoleName[] = ['visitor', 'other', 'streamer', 'organizer'];

  for (const role of nonAdmins) {
    it(`a ${role} cannot switch betting on in config/flags`, async () => {
      await harness.seed((db) => db.doc(FLAGS).set({ ...flags, betting: false }));
      await expectOutcome(DENY, harness.db(role).doc(FLAGS).update({ betting: true }));
    });
  }

  it('a user cannot replace config/flags with set()', async () => {
    await expectOutcome(DENY, harness.db('other').doc(FLAGS).set({ betting: true, geoblock: false }));
  });

  it('a user cannot turn off the geoblock by deleting config/flags', async () => {
    await harness.seed((db) => db.doc(FLAGS).set(flags));
    await expectOutcome(DENY, harness.db('other').doc(FLAGS).delete());
  });

  it('a user cannot empty the country blacklist in config/app', async () => {
    await harness.seed((db) => db.doc(APP).set({ blacklistCountries: ['US'], blacklistStates: [] }));
    await expectOutcome(DENY, harness.db('other').doc(APP).update({ blacklistCountries: [] }));
  });

  it('a visitor can read config/flags and config/app', async () => {
    await harness.seed(async (db) => {
      await db.doc(FLAGS).set(flags);
      await db.doc(APP).set({ blacklistCountries: ['US'], blacklistStates: [] });
    });
    await expectOutcome(ALLOW, harness.db('visitor').doc(FLAGS).get());
    await expectOutcome(ALLOW, harness.db('visitor').doc(APP).get());
  });

  it('an admin can switch betting off in config/flags', async () => {
    await harness.seed((db) => db.doc(FLAGS).set(flags));
    await expectOutcome(ALLOW, harness.db('admin').doc(FLAGS).update({ betting: false }));
  });
});
