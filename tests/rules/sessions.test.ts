import { describe, it } from 'vitest';
import {
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  OWNER_AND_ADMINS_READ,
  timestampAt,
  useRulesEnvironment,
  type DocumentData,
} from './support';
import type { SessionDoc } from '../../functions/src/shared/sessions/types';
import { SESSION_COLLECTIONS, sessionPaths } from '../../functions/src/shared/sessions/firestorePaths';

const harness = useRulesEnvironment();

const HOUR = 3_600_000;
const STARTED = Date.parse('2026-01-02T10:00:00Z');

/** A sessions/{id} document as createSession writes it. */
function sampleSession(userId: string, overrides: DocumentData = {}): DocumentData {
  const session: SessionDoc<ReturnType<typeof timestampAt>> = {
    userId,
    isActive: true,
    startedAt: timestampAt(STARTED),
    createdAt: timestampAt(STARTED),
    expiresAt: timestampAt(STARTED + HOUR),
    sessionDuration: 1,
    ip: '81.2.69.142',
    location: { ip: '81.2.69.142', city: 'London', street: '', postalCode: 'EC1A', state: 'England', country: 'GB' },
    lookupError: null,
    endedAt: null,
  };
  return { ...session, ...overrides };
}

describe('sessions/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'sessions/{id}',
      doc: (_ownerUid, id) => sessionPaths.session(id),
      collection: () => SESSION_COLLECTIONS.sessions,
      // The web app observes the active session with a query constrained to the user's own uid.
      query: (db, ownerUid) =>
        db.collection(SESSION_COLLECTIONS.sessions).where('userId', '==', ownerUid).where('isActive', '==', true).limit(1),
      existing: (ownerUid) => sampleSession(ownerUid),
      created: (ownerUid) => sampleSession(ownerUid),
      updated: () => ({ expiresAt: timestampAt(STARTED + 100 * HOUR) }),
    },
    OWNER_AND_ADMINS_READ,
  );
});

describe('sessions: attacks', () => {
  const victim = 'victim';
  const victimSession = sessionPaths.session('victim-session');
  const ownSession = sessionPaths.session('own-session');

  it('the owner cannot extend their own session to skip the reality check', async () => {
    await harness.seed((db) => db.doc(ownSession).set(sampleSession(victim)));
    const db = harness.db('owner', victim);
    await expectOutcome(DENY, db.doc(ownSession).update({ expiresAt: timestampAt(STARTED + 1_000 * HOUR) }));
    await expectOutcome(DENY, db.doc(ownSession).update({ sessionDuration: 1_000 }));
  });

  it('the owner cannot reactivate an ended session or end it behind the server', async () => {
    const ended = sessionPaths.session('ended-session');
    await harness.seed((db) => db.doc(ended).set(sampleSession(victim, { isActive: false, endedAt: timestampAt(STARTED + HOUR) })));
    const db = harness.db('owner', victim);
    await expectOutcome(DENY, db.doc(ended).update({ isActive: true, endedAt: null }));
    await expectOutcome(DENY, db.doc(ownSession).update({ isActive: false }));
  });

  it('the owner cannot create a session of their own with a far expiry', async () => {
    const forged = sessionPaths.session('forged-session');
    await expectOutcome(DENY, harness.db('owner', victim).doc(forged).set(sampleSession(victim, { expiresAt: timestampAt(STARTED + 1_000 * HOUR) })));
  });

  it("a user cannot read someone else's session or its location", async () => {
    await harness.seed((db) => db.doc(victimSession).set(sampleSession(victim)));
    await expectOutcome(DENY, harness.db('other').doc(victimSession).get());
  });

  it("a user cannot query someone else's sessions by their uid", async () => {
    await expectOutcome(DENY, harness.db('other').collection(SESSION_COLLECTIONS.sessions).where('userId', '==', victim).get());
  });

  it('a user cannot list every session', async () => {
    await expectOutcome(DENY, harness.db('other').collection(SESSION_COLLECTIONS.sessions).get());
  });

  it('the owner cannot list sessions without constraining the query to their own uid', async () => {
    const query = harness.db('owner', victim).collection(SESSION_COLLECTIONS.sessions).where('isActive', '==', true);
    await expectOutcome(DENY, query.get());
  });

  it("a user cannot end someone else's session by writing to it", async () => {
    await harness.seed((db) => db.doc(victimSession).set(sampleSession(victim)));
    await expectOutcome(DENY, harness.db('other').doc(victimSession).update({ isActive: false }));
    await expectOutcome(DENY, harness.db('other').doc(victimSession).delete());
  });

  it('a visitor cannot read a session', async () => {
    await harness.seed((db) => db.doc(victimSession).set(sampleSession(victim)));
    await expectOutcome(DENY, harness.db('visitor').doc(victimSession).get());
  });
});
