import type { FeatureRoute } from '../../lib/routes';
import { NOTIFICATION_PATHS } from './routePaths';

export const routes: FeatureRoute[] = [
  {
    path: NOTIFICATION_PATHS.notifications,
    title: 'Notifications',
    roles: ['user'],
    screen: () => import('./NotificationsPage').then((m) => m.NotificationsPage),
  },
];
