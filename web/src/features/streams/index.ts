import { lazy } from 'react';

export { STREAM_PATHS, SETTINGS_TABS, settingsTabPath, streamerPath } from './routePaths';

/** Settings' two stream tabs, loaded with the tab. */
export const StreamSetupTab = lazy(() => import('./StreamSetupTab'));
export const ConnectedGamesTab = lazy(() => import('./ConnectedGamesTab'));

/** The home page's Top Streams grid and the header's streamer search, each in its own chunk. */
export const TopStreams = lazy(() => import('./TopStreams'));
export const WhosLiveButton = lazy(() => import('./WhosLiveButton'));
