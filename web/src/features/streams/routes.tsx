import type { FeatureRoute } from '../../lib/routes';
import { STREAM_PATHS } from './routePaths';

const lookupFailed = () => import('./LookupFailedPage');

export const routes: FeatureRoute[] = [
  {
    path: STREAM_PATHS.riotCallback,
    title: 'Connect Riot Games',
    roles: ['user'],
    screen: () => import('./RiotCallbackPage').then((m) => m.RiotCallbackPage),
  },
  { path: STREAM_PATHS.challenge, screen: () => import('./ChallengeRedirectPage').then((m) => m.ChallengeRedirectPage) },
  { path: STREAM_PATHS.notFound, title: 'Not Found', screen: () => lookupFailed().then((m) => m.NotFoundPage) },
  { path: STREAM_PATHS.error, title: 'Error', screen: () => lookupFailed().then((m) => m.LookupErrorPage) },
  // A dynamic segment: react-router ranks it below every static path, so it never shadows another page.
  { path: STREAM_PATHS.streamer, screen: () => import('./StreamerPage').then((m) => m.StreamerPage) },
];
