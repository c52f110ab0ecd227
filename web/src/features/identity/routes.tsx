import type { FeatureRoute } from '../../lib/routes';
import { IDENTITY_PATHS } from '../../lib/paths';

export const routes: FeatureRoute[] = [
  {
    path: IDENTITY_PATHS.identity,
    title: 'Verify Your Identity',
    roles: ['user'],
    screen: () => import('./IdentityPage').then((m) => m.IdentityPage),
  },
];
