import { beforeAll, describe, it } from 'vitest';
import {
  ACTORS,
  ALLOW,
  DENY,
  NOTHING,
  READ_ONLY,
  describeFirestoreMatrix,
  expectOutcome,
  row,
  serverTimestamp,
  timestampAt,
  useRulesEnvironment,
} from './support';
import { sampleStream } from './streamSample';
import { STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';

const harness = useRulesEnvironment();

/** The stream being followed belongs to the `streamer` actor, so that role plays the streamer. */
const STREAM_ID = ACTORS.streamer.uid;

describe('streams/{id}/followers/{uid} matrix', () => {
  beforeAll(async () => {
    await harness.seed((db) => db.doc(streamPaths.stream(STREAM_ID)).set(sampleStream(STREAM_ID)));
  });

  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{id}/followers/{uid}',
      doc: (ownerUid) => streamPaths.follower(STREAM_ID, ownerUid),
      collection: () => streamPaths.followers(STREAM_ID),
      // A follower reads their own follow with a query constrained to their uid.
      query: (db, ownerUid) => db.collection(streamPaths.followers(STREAM_ID)).where('userId', '==', ownerUid),
      existing: (ownerUid) => ({ userId: ownerUid, createdAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')) }),
      created: (ownerUid) => ({ userId: ownerUid, createdAt: serverTimestamp() }),
      updated: () => ({ createdAt: serverTimestamp() }),
    },
    {
      //                get    list   create update delete
      visitor: NOTHING,
      other: NOTHING,
      owner: row(ALLOW, ALLOW, ALLOW, DENY, ALLOW),
      streamer: READ_ONLY,
      organizer: NOTHING,
      admin: READ_ONLY,
      superAdmin: READ_ONLY,
    },
  );
});

describe('followers: attacks', () => {
  beforeAll(async () => {
    await harness.seed(async (db) => {
      await db.doc(streamPaths.stream(STREAM_ID)).set(sampleStream(STREAM_ID));
      await db.doc(streamPaths.follower(STREAM_ID, 'victim')).set({ userId: 'victim', createdAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')) });
    });
  });
  const follow = (uid: string) => ({ userId: uid, createdAt: serverTimestamp() });

  it('a user cannot follow in someone else’s name', async () => {
    await expectOutcome(DENY, harness.db('other').doc(streamPaths.follower(STREAM_ID, 'victim-2')).set(follow('victim-2')));
    await expectOutcome(DENY, harness.db('other').doc(streamPaths.follower(STREAM_ID, ACTORS.other.uid)).set(follow('victim-2')));
  });

  it('a streamer cannot follow their own stream', async () => {
    await expectOutcome(DENY, harness.db('streamer').doc(streamPaths.follower(STREAM_ID, STREAM_ID)).set(follow(STREAM_ID)));
  });

  it('nobody follows a stream that does not exist', async () => {
    await expectOutcome(DENY, harness.db('owner', 'fan').doc(streamPaths.follower('no-such-stream', 'fan')).set(follow('fan')));
  });

  it('a follow carries only its user and the server time', async () => {
    const ref = harness.db('owner', 'fan-2').doc(streamPaths.follower(STREAM_ID, 'fan-2'));
    await expectOutcome(DENY, ref.set({ ...follow('fan-2'), notify: true }));
    await expectOutcome(DENY, ref.set({ userId: 'fan-2', createdAt: timestampAt(Date.parse('2020-01-01T00:00:00Z')) }));
    await expectOutcome(DENY, ref.set({ userId: 'fan-2' }));
    await expectOutcome(ALLOW, ref.set(follow('fan-2')));
  });

  it("nobody but the follower removes a follow, and others cannot read it", async () => {
    const path = streamPaths.follower(STREAM_ID, 'victim');
    for (const role of ['other', 'streamer', 'organizer', 'admin'] as const) await expectOutcome(DENY, harness.db(role).doc(path).delete());
    await expectOutcome(DENY, harness.db('other').doc(path).get());
    await expectOutcome(DENY, harness.db('other').collection(streamPaths.followers(STREAM_ID)).where('userId', '==', 'victim').get());
  });

  it('a user lists their own follows across streams, and nobody else’s', async () => {
    const mine = harness.db('owner', 'victim').collectionGroup(STREAM_COLLECTIONS.followers).where('userId', '==', 'victim');
    await expectOutcome(ALLOW, mine.get());
    const theirs = harness.db('other').collectionGroup(STREAM_COLLECTIONS.followers).where('userId', '==', 'victim');
    await expectOutcome(DENY, theirs.get());
    await expectOutcome(DENY, harness.db('other').collectionGroup(STREAM_COLLECTIONS.followers).get());
  });
});
