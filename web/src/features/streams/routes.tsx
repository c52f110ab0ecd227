import type { FeatureRoute } from '../../lib/routes';
import { STREAM_PATHS } from './routePaths';

export const routes: FeatureRoute[] = [
  {
    path: STREAM_PATHS.riotCallback,
    title: 'Connect Riot Games',
    roles: ['user'],
    screen: () => import('./RiotCallbackPage').then((m) => m.RiotCallbackPage),
  },
];
