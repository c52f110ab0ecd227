import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import type { FeatureRoute } from '../../lib/routes';
import { STREAM_PATHS } from '../../lib/paths';

/** The small pages that only redirect or say a lookup failed share one chunk. */
const smallPages = () => import('./smallPages');

export const routes: FeatureRoute[] = [
  {
    path: STREAM_PATHS.riotCallback,
    title: 'Connect Riot Games',
    roles: ['user'],
    screen: () => import('./RiotCallbackPage').then((m) => m.RiotCallbackPage),
  },
  { path: STREAM_PATHS.search, title: 'Search Streamers', screen: () => import('./SearchPage').then((m) => m.SearchPage) },
  {
    path: STREAM_PATHS.myStream,
    roles: ['streamer'],
    screen: () => smallPages().then((m) => m.MyStreamPage),
    nav: {
      id: 'my-stream',
      label: 'My Stream',
      description: 'Your stream page as viewers see it',
      section: 'main',
      order: 30,
      roles: ['streamer'],
      icon: LiveTvRoundedIcon,
    },
  },
  { path: STREAM_PATHS.challenge, ageRestricted: true, screen: () => smallPages().then((m) => m.ChallengeRedirectPage) },
  { path: STREAM_PATHS.notFound, title: 'Not Found', screen: () => smallPages().then((m) => m.NotFoundPage) },
  { path: STREAM_PATHS.error, title: 'Error', screen: () => smallPages().then((m) => m.LookupErrorPage) },
  // A dynamic segment: react-router ranks it below every static path, so it never shadows another page.
  { path: STREAM_PATHS.streamer, ageRestricted: true, screen: () => import('./StreamerPage').then((m) => m.StreamerPage) },
];
