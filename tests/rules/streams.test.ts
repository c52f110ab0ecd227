import { beforeAll, describe, it } from 'vitest';
import {
  ACTORS,
  ALLOW,
  DENY,
  NOTHING,
  READ_ONLY,
  describeFirestoreMatrix,
  deleteField,
  expectOutcome,
  row,
  serverTimestamp,
  timestampAt,
  useRulesEnvironment,
  type DocumentData,
} from './support';
import { STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';

const harness = useRulesEnvironment();

/** A streams/{uid} document as saveStreamSettings and the server keep it. */
function sampleStream(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    id: uid,
    userId: uid,
    username: `Streamer_${uid}`,
    search: { username: `streamer_${uid}`.toLowerCase() },
    type: 'twitch',
    channel: `chan_${uid}`,
    primaryColor: '#7D22FF',
    secondaryColor: '#0CFFCA',
    chatBotText: '',
    chatBotEnabled: true,
    customChallengeEnabled: true,
    chatBot: { valorant: { enabled: false } },
    challenges: { parlay: { enabled: false } },
    bets: { games: { valorant: { enabled: false } } },
    logo: null,
    twitch: { login: `chan_${uid}`, userId: '123', displayName: null, subscribed: true },
    riot: null,
    online: false,
    lastOnline: null,
    title: '',
    game: '',
    viewerCount: 0,
    thumbnailUrl: null,
    liveSession: null,
    liveStatusAt: null,
    followerCount: 0,
    activity: {},
    heat: { bets: 0, parlays: 0, challenges: 0, total: 0, active: false },
    createdAt: timestampAt(Date.parse('2026-01-01T00:00:00Z')),
    updatedAt: timestampAt(Date.parse('2026-01-01T00:00:00Z')),
    ...overrides,
  };
}

describe('streams/{uid} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'streams/{uid}',
      doc: (ownerUid) => streamPaths.stream(ownerUid),
      collection: () => STREAM_COLLECTIONS.streams,
      existing: (ownerUid) => sampleStream(ownerUid),
      created: (ownerUid) => sampleStream(ownerUid),
      // The one kind of update a client makes: a Connected Games switch.
      updated: () => ({ chatBotEnabled: false }),
    },
    {
      //                get    list   create update delete
      visitor: READ_ONLY,
      other: READ_ONLY,
      owner: row(ALLOW, ALLOW, DENY, ALLOW, DENY),
      streamer: READ_ONLY,
      organizer: READ_ONLY,
      admin: READ_ONLY,
      superAdmin: READ_ONLY,
    },
  );
});

let next = 0;

async function ownStream(overrides: DocumentData = {}) {
  next += 1;
  const uid = `streamer-${next}`;
  await harness.seed((db) => db.doc(streamPaths.stream(uid)).set(sampleStream(uid, overrides)));
  return harness.db('owner', uid).doc(streamPaths.stream(uid));
}

describe('streams: what the owner writes', () => {
  const ALLOWED: Array<[string, () => DocumentData]> = [
    ['chatBotEnabled', () => ({ chatBotEnabled: false })],
    ['customChallengeEnabled', () => ({ customChallengeEnabled: false })],
    ['the Valorant chat bot switch', () => ({ 'chatBot.valorant.enabled': true })],
    ['the Kills + Win switch', () => ({ 'challenges.parlay.enabled': true })],
    ['the whole chatBot map', () => ({ chatBot: { valorant: { enabled: true } } })],
    ['an https logo', () => ({ logo: 'https://firebasestorage.googleapis.com/v0/b/demo/o/streams%2Fx%2Flogo?alt=media' })],
    ['no logo', () => ({ logo: null })],
    ['several switches at once', () => ({ chatBotEnabled: false, customChallengeEnabled: false, 'challenges.parlay.enabled': true })],
  ];
  for (const [what, fields] of ALLOWED) {
    it(`owner can update ${what}`, async () => expectOutcome(ALLOW, (await ownStream()).update(fields())));
  }

  it('owner can write a switch with set(..., { merge: true })', async () => {
    await expectOutcome(ALLOW, (await ownStream()).set({ chatBotEnabled: false }, { merge: true }));
  });

  const DENIED: Array<[string, () => DocumentData]> = [
    ['username', () => ({ username: 'SomeoneFamous' })],
    ['the search field', () => ({ 'search.username': 'aaaa' })],
    ['userId', () => ({ userId: 'someone-else' })],
    ['the platform (saveStreamSettings only)', () => ({ type: 'none' })],
    ['the channel (saveStreamSettings only)', () => ({ channel: 'famous_streamer' })],
    ['a colour (saveStreamSettings only)', () => ({ primaryColor: '#000000' })],
    ['the bet switch', () => ({ 'bets.games.valorant.enabled': true })],
    ['the Riot account', () => ({ riot: { puuid: 'x', gameName: 'x', tagLine: 'x', competitiveMatches: 100 } })],
    ['the live status', () => ({ online: true, title: 'Fake live' })],
    ['lastOnline', () => ({ lastOnline: serverTimestamp() })],
    ['viewerCount', () => ({ viewerCount: 1_000_000 })],
    ['the live session', () => ({ liveSession: { id: '1', startedAt: serverTimestamp() } })],
    ['the Twitch broadcaster', () => ({ 'twitch.userId': '999' })],
    ['followerCount', () => ({ followerCount: 1_000_000 })],
    ['the heat summary', () => ({ 'heat.total': 500 })],
    ['the heat buckets', () => ({ 'activity.h123': { bets: 50 } })],
    ['a new field', () => ({ somethingNew: true })],
    ['chatBotEnabled as text', () => ({ chatBotEnabled: 'yes' })],
    ['a switch as text', () => ({ 'challenges.parlay.enabled': 'on' })],
    ['an extra key in a switch', () => ({ chatBot: { valorant: { enabled: true, level: 9 } } })],
    ['another game in the chat bot map', () => ({ 'chatBot.cod.enabled': true })],
    ['the switch map removed', () => ({ challenges: deleteField() })],
    ['a script logo', () => ({ logo: 'javascript:alert(1)' })],
    ['an oversized logo', () => ({ logo: `https://example.com/${'x'.repeat(2_100)}` })],
    ['a switch hiding a server field', () => ({ chatBotEnabled: false, followerCount: 10 })],
  ];
  for (const [what, fields] of DENIED) {
    it(`owner cannot update ${what}`, async () => expectOutcome(DENY, (await ownStream()).update(fields())));
  }

  it('owner cannot create their stream directly or delete it', async () => {
    const db = harness.db('owner', 'fresh-streamer');
    await expectOutcome(DENY, db.doc(streamPaths.stream('fresh-streamer')).set(sampleStream('fresh-streamer')));
    await expectOutcome(DENY, db.doc(streamPaths.stream('fresh-streamer')).set({ chatBotEnabled: true }));
    await expectOutcome(DENY, (await ownStream()).delete());
  });

  it("a user cannot change someone else's switches", async () => {
    await ownStream();
    const path = streamPaths.stream(`streamer-${next}`);
    for (const role of ['other', 'streamer', 'organizer', 'admin', 'superAdmin'] as const) {
      await expectOutcome(DENY, harness.db(role).doc(path).update({ chatBotEnabled: false }));
    }
    await expectOutcome(DENY, harness.db('visitor').doc(path).update({ chatBotEnabled: false }));
  });
});

// ---- Followers -------------------------------------------------------------------------------------------------

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

// ---- Server internals ------------------------------------------------------------------------------------------

const SERVER_ONLY = { visitor: NOTHING, other: NOTHING, streamer: NOTHING, organizer: NOTHING, admin: NOTHING, superAdmin: NOTHING };

describe('server-only stream internals', () => {
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
    SERVER_ONLY,
  );
});
