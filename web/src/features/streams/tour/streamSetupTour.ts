import { SETTINGS_TABS } from '../routePaths';

/** A new id makes the tour run again for everyone (e.g. after the Settings screens change a lot). */
export const STREAM_SETUP_TOUR_ID = 'stream-setup-v1';
/** Navigation state that starts the tour for a user who is not a streamer yet (the onboarding's Streamer choice). */
export const STREAM_SETUP_TOUR_STATE = { tour: STREAM_SETUP_TOUR_ID } as const;
/** Navigation state of the landing on /settings once the tour is over. */
export const FROM_TOUR_STATE = { from: 'tour' } as const;

export interface TourStep {
  /** Element id the step points at. */
  target: string;
  /** The Settings tab (?tab=) the target is on. */
  tab: string;
  title: string;
  body: string;
}

/** The streamer's tour of Settings: the platform field, the overlay URL and the challenges header. */
export const STREAM_SETUP_TOUR: readonly TourStep[] = [
  {
    target: 'stream-platform',
    tab: SETTINGS_TABS.streamSetup,
    title: 'Choose your platform',
    body: 'Pick Twitch and enter your channel. Your Clutchpot page then plays your stream and shows viewers when you are live.',
  },
  {
    target: 'stream-overlay',
    tab: SETTINGS_TABS.streamSetup,
    title: 'Add the overlay',
    body: 'Once your stream is saved, add this URL as a browser source in OBS or Streamlabs to show your challenges on stream.',
  },
  {
    target: 'stream-challenges',
    tab: SETTINGS_TABS.connectedGames,
    title: 'Take challenges',
    body: 'Switch challenges on so viewers can send you paid challenges, and connect your Riot account for bets and Kills + Win.',
  },
];
