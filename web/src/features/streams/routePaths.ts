/** Where Settings opens each of the streams tabs (?tab=). */
export const SETTINGS_TABS = { streamSetup: 'stream', connectedGames: 'games' } as const;
export const settingsTabPath = (tab: string) => `/settings?tab=${tab}`;

export const streamerPath = (username: string) => `/${encodeURIComponent(username)}`;
