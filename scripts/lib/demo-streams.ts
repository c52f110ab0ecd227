/**
 * Demo streamers for `npm run dev`: their accounts, streams, live broadcasts in the sandbox, a Riot account with
 * 120 competitive matches, followers and recent activity, so the home page and search look alive.
 */
export interface DemoStreamer {
  username: string;
  /** A seeded demo account (see demo-accounts.ts) or an extra streamer account of its own. */
  email: string;
  channel: string;
  /** Live on Twitch (through the sandbox) with these details; offline when absent. */
  live?: { title: string; game: string; viewers: number };
  /** A connected Riot account and how many competitive matches it has played. */
  riot?: { gameName: string; tagLine: string; matches: number };
  /** Bets, Kills + Win and challenges over the last day (the heat). */
  activity: number;
  /** Followed by these demo accounts (emails). */
  followers: string[];
}

const BETTOR = 'bettor@clutchpot.test';
const USER = 'user@clutchpot.test';

export const DEMO_STREAMERS: DemoStreamer[] = [
  {
    username: 'demo_streamer',
    email: 'streamer@clutchpot.test',
    channel: 'demo_streamer',
    live: { title: 'Road to Radiant: ranked all night, bet on my kills', game: 'VALORANT', viewers: 1_284 },
    riot: { gameName: 'DemoStreamer', tagLine: 'EUW', matches: 120 },
    activity: 34,
    followers: [BETTOR, USER],
  },
  {
    username: 'NovaAces',
    email: 'nova@streamers.clutchpot.test',
    channel: 'novaaces',
    live: { title: 'Immortal lobbies | !challenge to make me play Jett only', game: 'VALORANT', viewers: 2_310 },
    riot: { gameName: 'NovaAces', tagLine: 'NA1', matches: 45 },
    activity: 18,
    followers: [BETTOR],
  },
  {
    username: 'PixelRogue',
    email: 'pixel@streamers.clutchpot.test',
    channel: 'pixelrogue',
    live: { title: 'Apex ranked with viewers, squads open', game: 'Apex Legends', viewers: 642 },
    activity: 9,
    followers: [BETTOR, USER],
  },
  {
    username: 'MidnightMira',
    email: 'mira@streamers.clutchpot.test',
    channel: 'midnightmira',
    live: { title: 'Cozy comp games and chat', game: 'Counter-Strike', viewers: 188 },
    activity: 2,
    followers: [USER],
  },
  { username: 'TacticalTom', email: 'tom@streamers.clutchpot.test', channel: 'tacticaltom', activity: 5, followers: [BETTOR] },
  { username: 'LunaLurks', email: 'luna@streamers.clutchpot.test', channel: 'lunalurks', activity: 0, followers: [] },
  { username: 'FragQueen', email: 'frag@streamers.clutchpot.test', channel: 'fragqueen', activity: 1, followers: [] },
];
