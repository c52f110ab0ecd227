import { describe, expect, it } from 'vitest';
import { expectCallableError } from '../support/client';
import { streamMessages } from '../../functions/src/shared/streams/messages';
import { uidForUserOrStream, uidForUsername } from '../../functions/src/streams/lookup';
import { createAccount, visitor } from './support';
import { createStreamer, uniqueName } from './streamSupport';

describe('lookupStreamer (/{username} and /challenge/{userId or streamId})', () => {
  it('finds a streamer by username in any case', async () => {
    const streamer = await createStreamer({ type: 'none', username: uniqueName('CaseStreamer') });
    const guest = await visitor();
    for (const username of [streamer.username, streamer.username.toLowerCase(), streamer.username.toUpperCase()]) {
      expect(await guest.call('lookupStreamer', { username })).toEqual({ userId: streamer.uid, username: streamer.username, streamId: streamer.uid });
    }
    expect(await uidForUsername(streamer.username.toUpperCase())).toBe(streamer.uid);
  });

  it('finds a user without a stream, with no stream id', async () => {
    const user = await createAccount({ username: uniqueName('Viewer') });
    expect(await (await visitor()).call('lookupStreamer', { username: user.username })).toEqual({ userId: user.uid, username: user.username, streamId: null });
  });

  it('resolves /challenge/{id} from a user id or a stream id', async () => {
    const streamer = await createStreamer({ type: 'none' });
    expect(await uidForUserOrStream(streamer.uid)).toBe(streamer.uid);
    expect(await (await visitor()).call('lookupStreamer', { id: streamer.uid })).toMatchObject({ username: streamer.username, streamId: streamer.uid });
  });

  it('answers not-found for unknown names and ids, and refuses a request naming neither or both', async () => {
    const guest = await visitor();
    expect(await expectCallableError(guest.call('lookupStreamer', { username: 'nobody_here_at_all' }), 'not-found')).toBe(streamMessages.streamerNotFound);
    await expectCallableError(guest.call('lookupStreamer', { id: 'no-such-user' }), 'not-found');
    await expectCallableError(guest.call('lookupStreamer', {}), 'invalid-argument');
    await expectCallableError(guest.call('lookupStreamer', { username: 'a_user', id: 'an-id' }), 'invalid-argument');
    await expectCallableError(guest.call('lookupStreamer', { username: 'a/b' }), 'invalid-argument');
    expect(await uidForUsername('__x__')).toBeNull();
  });
});
