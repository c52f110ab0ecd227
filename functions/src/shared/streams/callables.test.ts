import { describe, expect, it } from 'vitest';
import { describeCallableSchemas, strictError } from '../../../../tests/support/callableSchemaSuite';
import { streamCallables } from './callables';
import { formatStreamMessage, streamMessages } from './messages';

describeCallableSchemas(streamCallables, {
  saveStreamSettings: {
    valid: { type: 'twitch', channel: 'shroud', primaryColor: '#7D22FF', secondaryColor: '#0CFFCA', chatBotText: 'Hi chat' },
    required: ['type', 'channel', 'primaryColor', 'secondaryColor'],
  },
  processRiotRSO: {
    valid: { code: 'riot-code', redirectUri: 'https://clutchpot.gg/auth/riotgames' },
    required: ['code', 'redirectUri'],
  },
  disconnectRiotRSO: { valid: {}, required: [] },
  fetchMatchStats: { valid: { streamId: 'uid-1' }, required: ['streamId'] },
  fetchStreamBroadcasters: { valid: { feed: 'TOP_RATED', bettingEnabled: true, limit: 8 }, required: [] },
  fetchFollowedStreams: { valid: { limit: 8 }, required: [] },
  fetchTopRatedStreams: { valid: { bettingEnabled: true, limit: 8 }, required: [] },
  fetchBetStreams: { valid: { bettingEnabled: true, limit: 8 }, required: [] },
  fetchPriorStreams: { valid: { bettingEnabled: true, limit: 8 }, required: [] },
  searchStreamers: { valid: { type: 'twitch', prefix: 'sam', limit: 10 }, required: ['prefix'] },
  lookupStreamer: { valid: { username: 'Streamer1' }, required: [] },
});

const check = (name: keyof typeof streamCallables, data: unknown) => strictError(streamCallables[name], data);

describe('processRiotRSO request', () => {
  it("answers a missing, empty or blank code with 'Invalid authentication code.'", async () => {
    const redirectUri = 'https://clutchpot.gg/auth/riotgames';
    for (const request of [{ redirectUri }, { code: '', redirectUri }, { code: '   ', redirectUri }]) {
      expect(await check('processRiotRSO', request)).toBe(streamMessages.invalidAuthenticationCode);
    }
    expect(streamMessages.invalidAuthenticationCode).toBe('Invalid authentication code.');
  });

  it('refuses a redirect URI that is not an http(s) URL', async () => {
    expect(await check('processRiotRSO', { code: 'c', redirectUri: 'javascript:alert(1)' })).not.toBeNull();
  });
});

describe('searchStreamers and fetchStreamBroadcasters requests', () => {
  it("names an invalid stream type: 'Invalid stream type: {type}'", async () => {
    expect(await check('searchStreamers', { prefix: '', type: 'youtube' })).toBe(formatStreamMessage.invalidStreamType('youtube'));
    expect(formatStreamMessage.invalidStreamType('youtube')).toBe('Invalid stream type: youtube');
  });

  it('accepts an empty prefix and bounds the limit', async () => {
    expect(await check('searchStreamers', { prefix: '' })).toBeNull();
    expect(await check('searchStreamers', { prefix: 'a', limit: 0 })).not.toBeNull();
    expect(await check('searchStreamers', { prefix: 'a', limit: 51 })).not.toBeNull();
  });

  it('knows the three feeds and nothing else', async () => {
    for (const feed of ['FOLLOWED', 'TOP_RATED', 'BETTING']) expect(await check('fetchStreamBroadcasters', { feed })).toBeNull();
    expect(await check('fetchStreamBroadcasters', { feed: 'ALL' })).not.toBeNull();
    expect(await check('fetchStreamBroadcasters', {})).toBeNull();
  });
});

describe('lookupStreamer request', () => {
  it('takes exactly one of username and id', async () => {
    expect(await check('lookupStreamer', { id: 'uid-1' })).toBeNull();
    expect(await check('lookupStreamer', {})).not.toBeNull();
    expect(await check('lookupStreamer', { username: 'abc', id: 'uid-1' })).not.toBeNull();
    expect(await check('lookupStreamer', { username: 'a/b' })).not.toBeNull();
  });
});
