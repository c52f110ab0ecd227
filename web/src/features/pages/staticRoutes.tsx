import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../app/paths';
import { LoadingScreen } from '../../ui/LoadingScreen';

/** Each information page is loaded on its first visit, so its text stays out of the main bundle. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingScreen label="Loading page" />}>
      <Page />
    </Suspense>
  );
}

export const staticRoutes: RouteObject[] = [
  { path: ROUTES.aboutUs, element: lazyPage(() => import('./AboutUsPage').then((m) => m.AboutUsPage)) },
  { path: ROUTES.bettingRules, element: lazyPage(() => import('./BettingRulesPage').then((m) => m.BettingRulesPage)) },
  { path: ROUTES.eventRules, element: lazyPage(() => import('./EventRulesPage').then((m) => m.EventRulesPage)) },
  { path: ROUTES.features, element: lazyPage(() => import('./FeaturesPage').then((m) => m.FeaturesPage)) },
  { path: ROUTES.help, element: lazyPage(() => import('./HelpPage').then((m) => m.HelpPage)) },
  {
    path: ROUTES.responsibleGaming,
    element: lazyPage(() => import('./ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage)),
  },
  { path: ROUTES.privacyPolicy, element: lazyPage(() => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)) },
  { path: ROUTES.termsConditions, element: lazyPage(() => import('./TermsPage').then((m) => m.TermsPage)) },
  { path: ROUTES.parlay, element: lazyPage(() => import('./ParlayPage').then((m) => m.ParlayPage)) },
];
