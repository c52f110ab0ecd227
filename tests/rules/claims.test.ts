import { beforeAll, describe, it } from 'vitest';
import { claimsForRoles } from '../../functions/src/shared/core/roles';
import {
  ALLOW,
  DENY,
  expectOutcome,
  sampleTransaction,
  sampleUser,
  useRulesEnvironment,
  type Db,
  type Outcome,
} from './support';
import { REMOTE_CONFIG_COLLECTIONS } from '../../functions/src/shared/remoteConfig/firestorePaths';
import { CORE_COLLECTIONS, corePaths } from '../../functions/src/shared/core/firestorePaths';
import { ledgerPaths } from '../../functions/src/shared/ledger/firestorePaths';

const harness = useRulesEnvironment();

const FLAGS = `${REMOTE_CONFIG_COLLECTIONS.config}/flags`;

/** Admin-only things a client might try: list users, read another user and their ledger, change a flag. */
async function expectAdminPowers(outcome: Outcome, db: Db): Promise<void> {
  await expectOutcome(outcome, db.collection(CORE_COLLECTIONS.users).get());
  await expectOutcome(outcome, db.doc(corePaths.user('victim')).get());
  await expectOutcome(outcome, db.collection(ledgerPaths.transactions('victim')).get());
  await expectOutcome(outcome, db.doc(FLAGS).set({ betting: false }, { merge: true }));
}

describe('only real token claims count', () => {
  beforeAll(async () => {
    await harness.seed(async (db) => {
      await db.doc(corePaths.user('victim')).set(sampleUser('victim'));
      await db.doc(ledgerPaths.transaction('victim', 't1')).set(sampleTransaction('t1'));
    });
  });

  it('a token built from the admin role has admin powers (control)', async () => {
    await expectAdminPowers(ALLOW, harness.dbWithToken('real-admin', claimsForRoles(['admin'])));
  });

  it('a user whose own document claims admin, but whose token does not, has no admin powers', async () => {
    const uid = 'mirror-forger';
    await harness.seed((db) =>
      db.doc(corePaths.user(uid)).set(
        sampleUser(uid, { isAdmin: true, superAdmin: true, roles: ['user', 'admin', 'superAdmin'] }),
      ),
    );
    await expectAdminPowers(DENY, harness.dbWithToken(uid, claimsForRoles([])));
  });

  it('a token with "admin" in roles but no isAdmin claim has no admin powers', async () => {
    const token = { roles: ['user', 'admin', 'superAdmin'], isAdmin: false, superAdmin: false };
    await expectAdminPowers(DENY, harness.dbWithToken('roles-forger', token));
  });

  it('a token with superAdmin but no isAdmin claim has no admin powers', async () => {
    await expectAdminPowers(DENY, harness.dbWithToken('half-super', { roles: ['user'], superAdmin: true }));
  });

  it('a token whose isAdmin claim is the string "true" has no admin powers', async () => {
    await expectAdminPowers(DENY, harness.dbWithToken('string-admin', { roles: ['user'], isAdmin: 'true' }));
  });

  it('a token with an "admin" claim (not our claim name) has no admin powers', async () => {
    await expectAdminPowers(DENY, harness.dbWithToken('wrong-claim', { roles: ['user'], admin: true }));
  });

  it('a token with no role claims at all has no admin powers', async () => {
    await expectAdminPowers(DENY, harness.dbWithToken('no-claims', {}));
  });
});
