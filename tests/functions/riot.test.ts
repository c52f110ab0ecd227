import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { expectCallableError } from '../support/client';
import { sandboxPost } from '../support/sandbox';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import { createAccount, userDoc, visitor } from './support';
import { createStreamer, mintRiotCode, RIOT_REDIRECT_URI, seedMatchHistory, streamDoc, uniqueName } from './streamSupport';

/** Riot Sign-On through the sandbox: processRiotRSO exchanges the code on the server; disconnectRiotRSO undoes it. */
async function riotState(uid: string) {
  const [user, stream, claims] = await Promise.all([userDoc(uid), streamDoc(uid), adminDb.collection('riotAccounts').where('uid', '==', uid).get()]);
  return { riotPuuid: user?.riotPuuid ?? null, riot: stream?.riot ?? null, parlay: stream?.challenges.parlay.enabled, claims: claims.size };
}

describe('processRiotRSO', () => {
  it('connects the Riot account with a good code: puuid, Riot ID and the competitive match count', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const minted = await mintRiotCode(uniqueName('Ace'), 'EUW');
    await seedMatchHistory(minted.puuid, 30);
    await seedMatchHistory(minted.puuid, 5, 'unrated');

    const result = await streamer.call('processRiotRSO', { code: minted.code, redirectUri: RIOT_REDIRECT_URI });
    expect(result).toEqual({ gameName: minted.gameName, tagLine: 'EUW', competitiveMatches: 30 });
    expect(await riotState(streamer.uid)).toMatchObject({
      riotPuuid: minted.puuid,
      riot: { puuid: minted.puuid, gameName: minted.gameName, tagLine: 'EUW', competitiveMatches: 30 },
      parlay: true,
      claims: 1,
    });
    expect(await streamer.call('fetchMatchStats', { streamId: streamer.uid })).toEqual({ connected: true, competitiveMatches: 30, recentMatches: [] });
  });

  it('counts at most the 100 matches Kills + Win needs', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const minted = await mintRiotCode(uniqueName('Veteran'));
    await seedMatchHistory(minted.puuid, 120);
    expect((await streamer.call('processRiotRSO', { code: minted.code, redirectUri: RIOT_REDIRECT_URI })).competitiveMatches).toBe(100);
  });

  it('answers a missing or blank code with the spec message and changes nothing', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const before = await riotState(streamer.uid);
    for (const request of [{ redirectUri: RIOT_REDIRECT_URI }, { code: '', redirectUri: RIOT_REDIRECT_URI }, { code: '  ', redirectUri: RIOT_REDIRECT_URI }]) {
      expect(await expectCallableError(streamer.call('processRiotRSO', request), 'invalid-argument')).toBe(streamMessages.invalidAuthenticationCode);
    }
    expect(await riotState(streamer.uid)).toEqual(before);
  });

  it('refuses a code Riot rejects: unknown, issued for another redirect URI, or already used', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const unknown = streamer.call('processRiotRSO', { code: 'not-a-riot-code', redirectUri: RIOT_REDIRECT_URI });
    expect(await expectCallableError(unknown, 'permission-denied')).toBe(streamMessages.riotRejected);

    const elsewhere = await mintRiotCode(uniqueName('Elsewhere'), 'EUW', 'https://evil.example/callback');
    await expectCallableError(streamer.call('processRiotRSO', { code: elsewhere.code, redirectUri: RIOT_REDIRECT_URI }), 'permission-denied');
    expect(await riotState(streamer.uid)).toMatchObject({ riotPuuid: null, riot: null, claims: 0 });

    const once = await mintRiotCode(uniqueName('Once'));
    await streamer.call('processRiotRSO', { code: once.code, redirectUri: RIOT_REDIRECT_URI });
    const other = await createStreamer({ type: 'none' });
    const reused = other.call('processRiotRSO', { code: once.code, redirectUri: RIOT_REDIRECT_URI });
    expect(await expectCallableError(reused, 'permission-denied')).toBe(streamMessages.riotRejected);
    expect(await riotState(other.uid)).toMatchObject({ riotPuuid: null, riot: null, claims: 0 });
  });

  it('connects one Riot account to one Clutchpot account', async () => {
    const gameName = uniqueName('Shared');
    const first = await createStreamer({ type: 'none' });
    await first.call('processRiotRSO', { code: (await mintRiotCode(gameName)).code, redirectUri: RIOT_REDIRECT_URI });
    const second = await createStreamer({ type: 'none' });
    const taken = second.call('processRiotRSO', { code: (await mintRiotCode(gameName)).code, redirectUri: RIOT_REDIRECT_URI });
    expect(await expectCallableError(taken, 'already-exists')).toBe(streamMessages.riotAccountTaken);
    expect(await riotState(second.uid)).toMatchObject({ riotPuuid: null, riot: null });
  });

  it('asks for a stream first', async () => {
    const client = await createAccount();
    const minted = await mintRiotCode(uniqueName('NoStream'));
    const refused = client.call('processRiotRSO', { code: minted.code, redirectUri: RIOT_REDIRECT_URI });
    expect(await expectCallableError(refused, 'failed-precondition')).toBe(streamMessages.setupYourStream);
    // The code was not spent: it still connects once the stream exists.
    await client.call('saveStreamSettings', { type: 'none', channel: 'later', primaryColor: '#7D22FF', secondaryColor: '#0CFFCA' });
    expect((await client.call('processRiotRSO', { code: minted.code, redirectUri: RIOT_REDIRECT_URI })).gameName).toBe(minted.gameName);
  });

  it('refuses visitors', async () => {
    const guest = await visitor();
    await expectCallableError(guest.call('processRiotRSO', { code: 'x', redirectUri: RIOT_REDIRECT_URI }), 'unauthenticated');
  });
});

describe('disconnectRiotRSO', () => {
  it('disconnects and turns off the chat bot, Kills + Win and bet settings for the game', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const minted = await mintRiotCode(uniqueName('Leaving'));
    await streamer.call('processRiotRSO', { code: minted.code, redirectUri: RIOT_REDIRECT_URI });
    await adminDb.doc(streamPaths.stream(streamer.uid)).update({ 'chatBot.valorant.enabled': true, 'bets.games.valorant.enabled': true });

    expect(await streamer.call('disconnectRiotRSO', {})).toEqual({ disconnected: true });
    const stream = await streamDoc(streamer.uid);
    expect(stream).toMatchObject({ riot: null, chatBot: { valorant: { enabled: false } }, challenges: { parlay: { enabled: false } }, bets: { games: { valorant: { enabled: false } } } });
    expect(await riotState(streamer.uid)).toMatchObject({ riotPuuid: null, claims: 0 });
    expect(await streamer.call('fetchMatchStats', { streamId: streamer.uid })).toEqual({ connected: false, competitiveMatches: null, recentMatches: [] });

    // Disconnecting again is harmless, and the account may now connect elsewhere.
    expect(await streamer.call('disconnectRiotRSO', {})).toEqual({ disconnected: true });
    const other = await createStreamer({ type: 'none' });
    const again = await sandboxPost<{ code: string }>('/__sandbox/riot/codes', { gameName: minted.gameName, tagLine: minted.tagLine, redirectUri: RIOT_REDIRECT_URI });
    await other.call('processRiotRSO', { code: again.code, redirectUri: RIOT_REDIRECT_URI });
    expect((await riotState(other.uid)).riotPuuid).toBe(minted.puuid);
  });
});

describe('fetchMatchStats', () => {
  it('keeps the count on the stream and asks the provider again only after 10 minutes', async () => {
    const streamer = await createStreamer({ type: 'none' });
    const minted = await mintRiotCode(uniqueName('Counter'));
    await seedMatchHistory(minted.puuid, 3);
    await streamer.call('processRiotRSO', { code: minted.code, redirectUri: RIOT_REDIRECT_URI });
    await sandboxPost('/__sandbox/riot/matches', { puuid: minted.puuid, kills: 21, deaths: 12, won: true });

    const guest = await visitor();
    expect(await guest.call('fetchMatchStats', { streamId: streamer.uid })).toEqual({ connected: true, competitiveMatches: 3, recentMatches: [] });
    await adminDb.doc(streamPaths.stream(streamer.uid)).update({ 'riot.matchesCheckedAt': new Date(Date.now() - 11 * 60_000) });
    expect(await guest.call('fetchMatchStats', { streamId: streamer.uid })).toEqual({ connected: true, competitiveMatches: 4, recentMatches: [] });
    expect((await streamDoc(streamer.uid))?.riot?.competitiveMatches).toBe(4);
  });

  it('says not-found for a stream that does not exist', async () => {
    const guest = await visitor();
    await expectCallableError(guest.call('fetchMatchStats', { streamId: 'nobody' }), 'not-found');
  });
});
