import { timestampAt, type DocumentData } from './support';

/** A streams/{uid} document as saveStreamSettings and the server keep it. */
export function sampleStream(uid: string, overrides: DocumentData = {}): DocumentData {
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
