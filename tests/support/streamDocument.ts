/**
 * A streams/{uid} document as Stream Setup saves it for a streamer who is offline with no Riot account;
 * `fields` replace any of it. `at` is the creation time in the caller's Firestore SDK.
 */
export function streamDocument<T>(stream: { uid: string; username: string; channel: string }, at: T, fields: Record<string, unknown> = {}) {
  return {
    id: stream.uid,
    userId: stream.uid,
    username: stream.username,
    search: { username: stream.username.toLowerCase() },
    type: 'twitch',
    channel: stream.channel,
    primaryColor: '#7D22FF',
    secondaryColor: '#0CFFCA',
    chatBotText: '',
    chatBotEnabled: true,
    customChallengeEnabled: true,
    chatBot: { valorant: { enabled: false } },
    challenges: { parlay: { enabled: false } },
    bets: { games: { valorant: { enabled: false } } },
    logo: null,
    twitch: null,
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
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
