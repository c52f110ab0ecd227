// ---- Stream setup ----------------------------------------------------------------------------------------

/** Where a stream is broadcast (spec: stream platforms none, twitch). */
export const STREAM_PLATFORMS = ['none', 'twitch'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];
export const STREAM_PLATFORM_LABELS: Record<StreamPlatform, string> = { none: 'None', twitch: 'Twitch' };

export const DEFAULT_PRIMARY_COLOR = '#7D22FF';
export const DEFAULT_SECONDARY_COLOR = '#0CFFCA';
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const CHANNEL_MAX_LENGTH = 64;
export const CHAT_BOT_TEXT_MAX_LENGTH = 500;
export const LOGO_URL_MAX_LENGTH = 2048;

/** The public page streaming software shows as an overlay (the stream's active challenges, in its colours). */
export const STREAM_OVERLAY_ROUTE = '/overlay/:streamId';
export const overlayPath = (streamId: string) => `/overlay/${encodeURIComponent(streamId)}`;
/** The overlay URL the Stream Setup tab shows, on the app's own origin (e.g. https://clutchpot.gg). */
export const overlayUrl = (origin: string, streamId: string, muted = false) =>
  `${origin.replace(/\/+$/, '')}${overlayPath(streamId)}${muted ? `?${OVERLAY_MUTED_PARAM.name}=${OVERLAY_MUTED_PARAM.value}` : ''}`;
/** The overlay plays its chimes unless its URL carries `?sounds=off`. */
export const OVERLAY_MUTED_PARAM = { name: 'sounds', value: 'off' } as const;

/** Games with a connected game account (Riot Sign-On): Valorant, the "Virtual dealer" game. */
export const CONNECTED_GAMES = ['valorant'] as const;
export type ConnectedGame = (typeof CONNECTED_GAMES)[number];
/** Completed competitive matches a streamer needs before stream bets, and before Kills + Win, are offered. */
export const MIN_MATCHES_FOR_BETS = 20;
export const MIN_MATCHES_FOR_KILLS_WIN = 100;
/** The provider is asked again for the match count at most this often per stream. */
export const MATCH_COUNT_CACHE_MS = 10 * 60_000;

// ---- Heat (DECISIONS.md "Streams and live status") -------------------------------------------------------

/** What counts towards a stream's heat: bets, Kills + Win parlays and challenges. */
export const ACTIVITY_KINDS = ['bets', 'parlays', 'challenges'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const HOUR_MS = 3_600_000;
/** Heat counts the current hour's bucket and the 23 before it: the last 24 hours, to the hour. */
export const HEAT_WINDOW_HOURS = 24;
export const HEAT_LEVELS = ['Cold', 'Warm', 'Hot', 'Sizzling'] as const;
export type HeatLevel = (typeof HEAT_LEVELS)[number];
/** Lowest total of each level above Cold (spec: heat thresholds 15 and 30; 1-14 Warm). */
export const HEAT_THRESHOLDS = { Warm: 1, Hot: 15, Sizzling: 30 } as const;

export function heatLevel(total: number): HeatLevel {
  if (total >= HEAT_THRESHOLDS.Sizzling) return 'Sizzling';
  if (total >= HEAT_THRESHOLDS.Hot) return 'Hot';
  if (total >= HEAT_THRESHOLDS.Warm) return 'Warm';
  return 'Cold';
}

// ---- Discovery -------------------------------------------------------------------------------------------

export const BROADCASTER_FEEDS = ['FOLLOWED', 'TOP_RATED', 'BETTING'] as const;
export type BroadcasterFeed = (typeof BROADCASTER_FEEDS)[number];
/** Broadcasters per feed (spec: limit 8) and the most one request may ask for. */
export const BROADCASTERS_DEFAULT_LIMIT = 8;
export const BROADCASTERS_MAX_LIMIT = 48;
/** The web app refetches the feeds every 5 minutes and treats them as stale after 10. */
export const BROADCASTERS_REFETCH_MS = 5 * 60_000;
export const BROADCASTERS_STALE_MS = 10 * 60_000;
/** Streamer search: results per query and the longest prefix worth sending (a username is at most 32). */
export const STREAMER_SEARCH_DEFAULT_LIMIT = 10;
export const STREAMER_SEARCH_MAX_LIMIT = 50;
export const STREAMER_SEARCH_MAX_PREFIX = 32;
/** Size of the preview image a broadcaster card shows (Twitch thumbnails are templates with {width}x{height}). */
export const PREVIEW_SIZE = { width: 440, height: 248 } as const;
