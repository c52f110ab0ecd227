import type { Timestamp } from '../core/timestamp';
import type { GameType } from '../games/catalogue';
import type { ActivityBuckets, ActivityCounts } from './activity';
import type { HeatLevel, StreamPlatform } from './constants';

/** The Stream Setup form (saved with saveStreamSettings). */
export interface StreamFormValues {
  type: StreamPlatform;
  channel: string;
  primaryColor: string;
  secondaryColor: string;
  chatBotText: string;
}

/**
 * The switches of the Connected Games tab and the stream logo: plain settings the owner writes directly
 * (firestore.rules allows exactly these fields, with these types).
 */
export interface StreamSwitches {
  chatBotEnabled: boolean;
  customChallengeEnabled: boolean;
  chatBot: { valorant: { enabled: boolean } };
  challenges: { parlay: { enabled: boolean } };
  /** Download URL of the stream logo in Storage (streams/{id}/logo), or null. */
  logo: string | null;
}
export const OWNER_WRITABLE_STREAM_FIELDS = ['chatBotEnabled', 'customChallengeEnabled', 'chatBot', 'challenges', 'logo'] as const;

/** A Riot account connected through Riot Sign-On (server-written). */
export interface RiotAccount<T = Timestamp> {
  puuid: string;
  gameName: string;
  tagLine: string;
  connectedAt: T;
  /** Completed competitive Valorant matches the match-data provider reported (up to 100), and when. */
  competitiveMatches: number | null;
  matchesCheckedAt: T | null;
}

/** The Twitch broadcaster a stream's channel resolved to, and whether its EventSub subscriptions exist. */
export interface TwitchBroadcaster {
  login: string;
  /** Twitch user id; null until the channel is found on Twitch. */
  userId: string | null;
  displayName: string | null;
  subscribed: boolean;
}

/** One live broadcast: Twitch's stream id, which keys the once-per-session live notification. */
export interface LiveSession<T = Timestamp> {
  id: string;
  startedAt: T;
}

/**
 * streams/{uid}: one per streamer, id = the streamer's uid. Public read. The form fields are written by
 * saveStreamSettings, the switches by the owner, everything else by the server.
 */
export interface StreamDoc<T = Timestamp> extends StreamFormValues, StreamSwitches {
  id: string;
  userId: string;
  username: string;
  /** Lower-cased username: the prefix-search index field. */
  search: { username: string };
  /** Server-kept: bets open only where the stream bets work turns this on. */
  bets: { games: { valorant: { enabled: boolean } } };
  twitch: TwitchBroadcaster | null;
  riot: RiotAccount<T> | null;
  /** Server-kept: the id of each game's current stream odds (streams/{id}/odds); a bet names it or is refused. */
  currentOdds?: Partial<Record<GameType, string>>;
  // Live status (Twitch EventSub and the reconcile job).
  online: boolean;
  lastOnline: T | null;
  title: string;
  game: string;
  viewerCount: number;
  /** Twitch's preview template, with {width} and {height} placeholders. */
  thumbnailUrl: string | null;
  liveSession: LiveSession<T> | null;
  /** Time of the live-status event applied last: older events arriving late are ignored. */
  liveStatusAt: T | null;
  followerCount: number;
  /** Heat: hourly buckets (see activity.ts) and the last rolled-up summary, which orders TOP_RATED. */
  activity: ActivityBuckets;
  heat: ActivityCounts & { active: boolean };
  createdAt: T;
  updatedAt: T;
}

/** streams/{streamId}/followers/{uid}: written by the follower only. */
export interface StreamFollowerDoc<T = Timestamp> {
  userId: string;
  createdAt: T;
}

/** A card of the Top Streams grid (spec 02 section 3, Broadcaster). Times in ms since epoch. */
export interface Broadcaster {
  id: string;
  name: string;
  iconURL: string | null;
  /** Preview image while online (sized for the card), else null. */
  image: string | null;
  online: boolean;
  lastOnline: number | null;
  game: string;
  streamTitle: string;
  viewerCount: number;
  followed: boolean;
  followerCount: number;
  counts: ActivityCounts;
  heat: HeatLevel;
  tags: { bet: boolean; killsWin: boolean; challenge: boolean };
  stream: { userId: string; username: string; image: string | null; type: StreamPlatform; channel: string };
}

/** A row of the streamer search and the 'Select Streamer' picker (spec 02 section 3). */
export interface StreamerSearchOption {
  id: string;
  logo: string | null;
  username: string;
  online: boolean;
  lastOnline: number | null;
  bet: boolean;
  parlay: boolean;
  challenge: boolean;
}

/** Who /{username} and /challenge/{userId or streamId} resolve to. */
export interface StreamerLookup {
  userId: string;
  username: string;
  /** The user's stream id, or null when they have not set one up. */
  streamId: string | null;
}

/** A live-notice: the once-per-session fan-out of `stream_live` notifications (server only). */
export interface LiveNoticeDoc<T = Timestamp> {
  streamId: string;
  sessionId: string;
  username: string;
  title: string;
  game: string;
  status: 'pending' | 'done';
  notified: number;
  createdAt: T;
  completedAt: T | null;
}

/** An EventSub message id already handled (server only; expires through a TTL policy on expireAt). */
export interface EventSubMessageDoc<T = Timestamp> {
  type: string;
  subscriptionType: string | null;
  status: 'processing' | 'handled';
  leaseUntil: T;
  receivedAt: T;
  handledAt: T | null;
  expireAt: T;
}

/** riotAccounts/{puuid}: which user a Riot account is connected to, so one account serves one streamer (server only). */
export interface RiotAccountClaim<T = Timestamp> {
  uid: string;
  connectedAt: T;
}
