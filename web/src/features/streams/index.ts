import { lazy } from 'react';

export { SETTINGS_TABS, settingsTabPath, streamerPath } from './routePaths';
export { STREAM_SETUP_TOUR_STATE } from './tour/streamSetupTour';
export { useStream } from '../../lib/useStream';

/** Settings' two stream tabs, loaded with the tab. */
export const StreamSetupTab = lazy(() => import('./StreamSetupTab'));
export const ConnectedGamesTab = lazy(() => import('./ConnectedGamesTab'));
/** The streamer's guided tour of Settings (runs once per device). */
export const StreamSetupTour = lazy(() => import('./tour/StreamSetupTour'));

/**
 * The home page's Top Streams grid (members: cards follow their streams live; visitors: read over REST, without
 * the Firestore SDK) and the header's streamer search, each in its own chunk.
 */
export const TopStreams = lazy(() => import('./TopStreams'));
export const VisitorTopStreams = lazy(() => import('./VisitorTopStreams'));
export const WhosLiveButton = lazy(() => import('./WhosLiveButton'));
/** The visitor home's streamer carousel with Sign Up. */
export const StreamerCarousel = lazy(() => import('./StreamerCarousel'));

/** 'Select Streamer': the streamer picker for forms (value and onChange of a StreamerSearchOption). */
export const StreamerPicker = lazy(() => import('./StreamerPicker'));
export type { StreamerPickerProps } from './StreamerPicker';

/** The navigation header's live status for a streamer. */
export const StreamNavInfo = lazy(() => import('./StreamNavInfo'));
