import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { clearConfig, setConfig } from './regionSupport';
import { expectBooksBalanced } from './walletSupport';
import { admin, battleBettor } from './battleSupport';
import { challengeRequest, doubleDownRequest } from './challengeSupport';
import { eventDoubleDown, form } from './eventSupport';
import { betRequest, liveStreamer, parlayRequest, valorantOdds } from './streamBetSupport';
import { randomPublicIds } from '../../functions/src/migrations/randomPublicIds';
import { challengePaths } from '../../functions/src/shared/challenges/firestorePaths';
import { eventPaths } from '../../functions/src/shared/events/firestorePaths';
import { streamBetPaths } from '../../functions/src/shared/streamBets/firestorePaths';
import { activityIdOf, type StreamBetDoc } from '../../functions/src/shared/streamBets/types';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';

beforeEach(async () => {
  await setConfig({ betting: true });
});

afterEach(async () => {
  await clearConfig();
});

interface PublicDocument {
  path: string;
  data: unknown;
}

/** Every document the security rules let a visitor or the streamer read on this stream, its challenge and the event. */
async function publicDocuments(streamId: string, challengeId: string, eventId: string): Promise<PublicDocument[]> {
  const docs = (path: string) => adminDb.collection(path).get().then((snap) => snap.docs.map((doc) => ({ path: doc.ref.path, data: doc.data() })));
  const doc = (path: string) => adminDb.doc(path).get().then((snap) => [{ path, data: snap.data() }]);
  const groups = await Promise.all([
    doc(streamPaths.stream(streamId)),
    docs(streamBetPaths.activity(streamId)),
    docs(streamBetPaths.allOdds(streamId)),
    docs(challengePaths.challenges(streamId)),
    docs(challengePaths.votes(streamId, challengeId)),
    doc(eventPaths.event(eventId)),
    docs(eventPaths.votes(eventId)),
  ]);
  return groups.flat();
}

/** Nothing public names any of `hidden` (uids and usernames): not a document id, not a field. */
function expectNamedNowhere(documents: PublicDocument[], hidden: string[]): void {
  for (const document of documents) {
    const text = JSON.stringify(document);
    for (const secret of hidden) expect(text, `${document.path} names ${secret}`).not.toContain(secret);
  }
}

describe('what the public sees of open bets and anonymous money', () => {
  it('links no open bet, Kills + Win or anonymous double-down of a challenge or event to its payer', async () => {
    const star = await liveStreamer(100);
    const bettor = await battleBettor({ cash: 100_000 });
    const odds = await valorantOdds(bettor, star.streamId);
    const { betId } = await bettor.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 }));
    const { parlayId } = await bettor.call('createParlay', parlayRequest(star.streamId, odds.killsTarget, { basePrice: 1_000 }));
    const creator = await battleBettor({ cash: 100_000 });
    const challenge = challengeRequest(star.streamId);
    await creator.call('createChallenge', challenge);
    const secret = await battleBettor({ cash: 100_000 });
    const named = await battleBettor({ cash: 100_000 });
    await secret.call('createDoubleDown', doubleDownRequest(star.streamId, challenge.challengeId, { cash: 1_000 }, true));
    await named.call('createDoubleDown', doubleDownRequest(star.streamId, challenge.challengeId, { cash: 700 }));
    const { eventId } = await (await admin()).call('createEvent', form());
    await secret.call('createDoubleDown', eventDoubleDown(eventId, { cash: 1_000 }, true));

    for (const id of [betId, parlayId]) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const documents = await publicDocuments(star.streamId, challenge.challengeId, eventId);
    expect(documents.filter((document) => document.path.includes('/betActivity/')).map((document) => document.path.split('/').pop()).sort()).toEqual([betId, parlayId].sort());
    const usernameOf = async (uid: string) => (await adminDb.doc(`users/${uid}`).get()).get('username') as string;
    expectNamedNowhere(documents, [bettor.uid, await usernameOf(bettor.uid), secret.uid, await usernameOf(secret.uid)]);

    // Named money stays named: the creator and the named payer are on the challenge's public list, the anonymous one is not.
    const publicChallenge = documents.find((document) => document.path === challengePaths.challenge(star.streamId, challenge.challengeId))!.data as { userIds: string[] };
    expect(publicChallenge.userIds.sort()).toEqual([creator.uid, named.uid].sort());
    await expectBooksBalanced();
  });
});

describe('randomPublicIds migration', () => {
  it('moves public lines named after a uid to random ids, resumably, and finds nothing left the second time', async () => {
    const uid = 'old-bettor';
    const streamId = 'old-stream';
    const oldId = `${uid}_req_1`;
    const open = { userId: uid, status: 'open', streamId };
    await adminDb.doc(streamBetPaths.bet(streamId, oldId)).set({ id: oldId, ...open });
    await adminDb.doc(streamBetPaths.activityEntry(streamId, oldId)).set({ kind: 'bet', type: 'match_win', status: 'open' });
    await adminDb.doc(streamBetPaths.parlay(streamId, `${uid}_req_2`)).set({ id: `${uid}_req_2`, ...open, status: 'active' });
    await adminDb.doc(streamBetPaths.activityEntry(streamId, `${uid}_req_2`)).set({ kind: 'parlay', type: 'kills_win', status: 'active' });
    await adminDb.doc(streamBetPaths.bet(streamId, 'AlreadyRandomId00001')).set({ id: 'AlreadyRandomId00001', ...open });
    await adminDb.doc(challengePaths.challenge(streamId, 'c1')).set({ userId: 'creator', userIds: ['creator', uid] });
    await adminDb.doc(challengePaths.contribution(streamId, 'c1', `${uid}_req_3`)).set({ userId: uid, isDoubleDown: true, anonymous: true });
    await adminDb.doc(challengePaths.vote(streamId, 'c1', `${uid}_req_3`)).set({ username: 'Anonymous', paidAmount: 1_000, isDoubleDown: true });
    await adminDb.doc(eventPaths.entry('e1', `${uid}_req_4`)).set({ userId: uid, isDoubleDown: true });
    await adminDb.doc(eventPaths.vote('e1', `${uid}_req_4`)).set({ username: 'Anonymous', paidAmount: 500, isDoubleDown: true });

    const partial = await randomPublicIds.run({ pageSize: 1, maxPages: 1 });
    expect(partial.done).toBe(false);
    const rest = await randomPublicIds.run({ pageSize: 1 });
    expect(rest).toMatchObject({ done: true });
    expect(partial.changed + rest.changed).toBe(4);
    expect(await randomPublicIds.run({})).toMatchObject({ changed: 0, done: true });

    const ids = async (path: string) => (await adminDb.collection(path).get()).docs.map((doc) => doc.id);
    for (const id of [...(await ids(streamBetPaths.activity(streamId))), ...(await ids(challengePaths.votes(streamId, 'c1'))), ...(await ids(eventPaths.votes('e1')))]) {
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    }
    const bet = (await adminDb.doc(streamBetPaths.bet(streamId, oldId)).get()).data() as StreamBetDoc;
    expect(activityIdOf(bet)).not.toBe(oldId);
    expect((await adminDb.doc(streamBetPaths.activityEntry(streamId, activityIdOf(bet))).get()).data()).toEqual({ kind: 'bet', type: 'match_win', status: 'open' });
    expect((await adminDb.doc(challengePaths.challenge(streamId, 'c1')).get()).get('userIds')).toEqual(['creator']);
  });
});
