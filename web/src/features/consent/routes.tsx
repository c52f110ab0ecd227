import type { FeatureRoute } from '../../lib/routes';
import { CONSENT_PATHS } from './routePaths';

export const routes: FeatureRoute[] = [
  {
    path: CONSENT_PATHS.manageCookies,
    title: 'Manage Cookies',
    screen: () => import('./ManageCookiesPage').then((m) => m.ManageCookiesPage),
  },
];
