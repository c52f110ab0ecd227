import { describe, it } from 'vitest';
import {
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  SERVER_ONLY_OWNED,
  serverTimestamp,
  timestampAt,
  useRulesEnvironment,
} from './support';
import { USER_COLLECTIONS, userPaths } from '../../functions/src/shared/users/firestorePaths';

const harness = useRulesEnvironment();

/** A reservation as the server writes it; its owner is the uid it reserves the name for. */
const reservation = (uid: string, name: string) => ({
  uid,
  username: name,
  timestamp: timestampAt(Date.parse('2026-01-01T00:00:00Z')),
});

describe('usernames/{name} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'usernames/{name}',
      doc: (_ownerUid, id) => userPaths.username(`name-${id}`),
      collection: () => USER_COLLECTIONS.usernames,
      existing: (ownerUid, id) => reservation(ownerUid, `name-${id}`),
      created: (ownerUid, id) => reservation(ownerUid, `name-${id}`),
      updated: () => ({ uid: 'someone-else' }),
    },
    // Server only: not even the user the name is reserved for ("owner") reads it.
    SERVER_ONLY_OWNED,
  );
});

describe('usernames: attacks', () => {
  it('a signed-in client cannot reserve a username for itself', async () => {
    const db = harness.db('other');
    await expectOutcome(
      DENY,
      db.doc(userPaths.username('famousname')).set({ uid: 'mallory', username: 'FamousName', timestamp: serverTimestamp() }),
    );
  });

  it('a visitor cannot reserve a username', async () => {
    await expectOutcome(DENY, harness.db('visitor').doc(userPaths.username('squatted')).set(reservation('x', 'squatted')));
  });

  it("a client cannot take over someone else's username by rewriting its reservation", async () => {
    await harness.seed((db) => db.doc(userPaths.username('taken')).set(reservation('victim', 'taken')));
    await expectOutcome(DENY, harness.db('other').doc(userPaths.username('taken')).update({ uid: 'mallory' }));
  });

  it("a client cannot free someone else's username by deleting its reservation", async () => {
    await harness.seed((db) => db.doc(userPaths.username('kept')).set(reservation('victim', 'kept')));
    await expectOutcome(DENY, harness.db('other').doc(userPaths.username('kept')).delete());
  });

  it('a client cannot probe whether a username is taken', async () => {
    await expectOutcome(DENY, harness.db('visitor').doc(userPaths.username('taken')).get());
  });
});
