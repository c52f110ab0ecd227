import type { CallableRequest } from '../../functions/src/shared/contract';

/**
 * Demo streamers for `npm run dev`: their accounts, streams, live broadcasts in the sandbox, a Riot account with
 * 120 competitive matches, live-dealer odds on two non-Valorant streams, followers and recent activity, so the home
 * page, search and betting look alive.
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
  /** Live-dealer odds as an admin would set them (checked by the `setStreamOdds` schema when seeded). */
  dealer?: Omit<CallableRequest<'setStreamOdds'>, 'streamId'>;
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
    dealer: {
      game: { type: 'apex_legends', mode: 'battle_royale' },
      killsTarget: 6,
      multipliers: {
        kills: 1.9,
        kills_parity_evens: 1.85,
        kills_parity_odds: 1.85,
        kills_ranges_below: 1.6,
        kills_ranges_above: 2.6,
        kills_ranges_above2x: 6.5,
        kills_ranges_max: 10,
        match_win: 8,
      },
    },
    activity: 9,
    followers: [BETTOR, USER],
  },
  {
    username: 'MidnightMira',
    email: 'mira@streamers.clutchpot.test',
    channel: 'midnightmira',
    live: { title: 'Cozy comp games and chat', game: 'Counter-Strike', viewers: 188 },
    dealer: {
      game: { type: 'counter_strike', mode: 'premier' },
      killsTarget: 18,
      multipliers: {
        kills: 1.9,
        kills_parity_evens: 1.85,
        kills_parity_odds: 1.85,
        kills_ranges_below: 1.7,
        kills_ranges_above: 2.4,
        kills_ranges_above2x: 6,
        kills_ranges_max: 10,
        match_win: 1.95,
      },
    },
    activity: 2,
    followers: [USER],
  },
  { username: 'TacticalTom', email: 'tom@streamers.clutchpot.test', channel: 'tacticaltom', activity: 5, followers: [BETTOR] },
  { username: 'LunaLurks', email: 'luna@streamers.clutchpot.test', channel: 'lunalurks', activity: 0, followers: [] },
  { username: 'FragQueen', email: 'frag@streamers.clutchpot.test', channel: 'fragqueen', activity: 1, followers: [] },
];
