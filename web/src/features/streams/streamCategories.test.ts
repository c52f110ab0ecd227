import { describe, expect, it } from 'vitest';
import { inStreamCategory, STREAM_CATEGORIES } from './streamCategories';
import type { Broadcaster } from '@shared/streams/types';

const broadcaster = (overrides: Partial<Broadcaster>): Broadcaster => ({
  id: 'uid',
  name: 'NovaAces',
  iconURL: null,
  image: null,
  online: false,
  lastOnline: null,
  game: '',
  streamTitle: '',
  viewerCount: 0,
  followed: false,
  followerCount: 0,
  counts: { bets: 0, parlays: 0, challenges: 0, total: 0 },
  heat: 'Cold',
  tags: { bet: false, killsWin: false, challenge: false },
  stream: { userId: 'uid', username: 'NovaAces', image: null, type: 'twitch', channel: 'novaaces' },
  ...overrides,
});

const categoriesOf = (b: Broadcaster, online?: boolean) => STREAM_CATEGORIES.filter((c) => inStreamCategory(b, c.id, online)).map((c) => c.id);

describe('stream categories', () => {
  it('puts an offline stream without tags in All only', () => {
    expect(categoriesOf(broadcaster({}))).toEqual(['all']);
  });

  it("follows the stream's tags", () => {
    expect(categoriesOf(broadcaster({ tags: { bet: true, killsWin: false, challenge: true } }))).toEqual(['all', 'bet', 'challenge']);
    expect(categoriesOf(broadcaster({ tags: { bet: false, killsWin: true, challenge: false } }))).toEqual(['all', 'killsWin']);
  });

  it('counts a stream as live by the status the page sees now, not the one fetched with the list', () => {
    expect(categoriesOf(broadcaster({ online: true }))).toEqual(['all', 'live']);
    expect(categoriesOf(broadcaster({ online: false }), true)).toEqual(['all', 'live']);
    expect(categoriesOf(broadcaster({ online: true }), false)).toEqual(['all']);
  });
});
