import { describe, expect, it } from 'vitest';
import type { UserDoc } from '@shared/users/types';
import { streamBetAction } from './betAvailability';

const stream = { id: 'star', online: true };
const userDoc = (isVerified: boolean, betting: boolean) => ({ isVerified, features: { betting } }) as unknown as UserDoc;
const viewer = (doc: UserDoc | undefined) => ({ user: { uid: 'fan' }, userDoc: doc });

describe('the stream Bet button', () => {
  it('shows only when betting is on, the stream is live with odds, and the user may bet', () => {
    const ready = viewer(userDoc(true, true));
    expect(streamBetAction(stream, true, ready, true)).toEqual({ kind: 'bet' });
    expect(streamBetAction(stream, true, ready, false)).toEqual({ kind: 'unavailable' });
    expect(streamBetAction({ ...stream, online: false }, true, ready, true)).toEqual({ kind: 'unavailable' });
    expect(streamBetAction(stream, false, ready, true)).toEqual({ kind: 'unavailable' });
    expect(streamBetAction(stream, true, viewer(userDoc(true, false)), true)).toEqual({ kind: 'unavailable' });
  });

  it('asks visitors to log in, sends unverified users to identity, and never offers the streamer their own stream', () => {
    expect(streamBetAction(stream, true, { user: null, userDoc: undefined }, true)).toEqual({ kind: 'login' });
    expect(streamBetAction(stream, true, viewer(userDoc(false, false)), true)).toEqual({ kind: 'identity' });
    expect(streamBetAction(stream, true, { user: { uid: 'star' }, userDoc: userDoc(true, true) }, true)).toEqual({ kind: 'own' });
  });
});
