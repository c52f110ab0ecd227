import { AUTH_PATHS } from '../../lib/paths';

export const STREAM_PATHS = {
  riotCallback: AUTH_PATHS.riotCallback,
  search: '/search',
  myStream: '/my-stream',
  notFound: '/not-found',
  error: '/error',
  challenge: '/challenge/:id',
  /** Every other single-segment path: react-router ranks this below every static path, so it shadows none. */
  streamer: '/:username',
} as const;

/** Where Settings opens each of the streams tabs (?tab=). */
export const SETTINGS_TABS = { streamSetup: 'stream', connectedGames: 'games' } as const;
export const settingsTabPath = (tab: string) => `/settings?tab=${tab}`;

export const streamerPath = (username: string) => `/${encodeURIComponent(username)}`;
