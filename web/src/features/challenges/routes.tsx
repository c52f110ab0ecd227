import type { FeatureRoute } from '../../lib/routes';
import { CHALLENGE_PATHS } from './routePaths';

export const routes: FeatureRoute[] = [
  // A browser source for streaming software: public, no app frame, transparent.
  { path: CHALLENGE_PATHS.overlay, title: 'Challenges Overlay', bare: true, screen: () => import('./OverlayPage').then((m) => m.OverlayPage) },
];
