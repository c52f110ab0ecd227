import { describe, it } from 'vitest';
import {
  ALLOW,
  DENY,
  READ_ONLY,
  describeFirestoreMatrix,
  deleteField,
  expectOutcome,
  row,
  serverTimestamp,
  useRulesEnvironment,
  type DocumentData,
} from './support';
import { sampleStream } from './streamSample';
import { STREAM_COLLECTIONS, streamPaths } from '../../functions/src/shared/streams/firestorePaths';

const harness = useRulesEnvironment();

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
