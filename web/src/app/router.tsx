import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AgeRestricted } from '../features/pages';
import { AppLayout } from '../features/shell';
import type { FeatureRoute } from '../lib/routes';
import { LoadingScreen } from '../ui/LoadingScreen';
import { RequireRole } from './RequireRole';
import { shellSlots } from './shellSlots';
import { featureRoutes } from './routeTable';
import { HOME_PATHS } from '../lib/paths';

/**
 * One lazily loaded component per loader, so routes sharing a page keep it mounted between them; every other page
 * mounts afresh, so a page still loading never shows beside (or hides behind it) the one it replaces.
 */
const screens = new Map<FeatureRoute['screen'], { Screen: ComponentType; key: string }>();

function screenFor(load: FeatureRoute['screen']) {
  let screen = screens.get(load);
  if (!screen) {
    screen = { Screen: lazy(async () => ({ default: await load() })), key: `screen-${screens.size}` };
    screens.set(load, screen);
  }
  return screen;
}

function pageElement({ screen, roles, ageRestricted }: FeatureRoute) {
  const { Screen, key } = screenFor(screen);
  const screenElement = (
    <Suspense key={key} fallback={<LoadingScreen label="Loading page" />}>
      <Screen />
    </Suspense>
  );
  const page = ageRestricted ? <AgeRestricted key={key}>{screenElement}</AgeRestricted> : screenElement;
  return roles ? (
    <RequireRole key={key} allow={roles}>
      {page}
    </RequireRole>
  ) : (
    page
  );
}

/**
 * Every declared page inside the app layout, bare pages (the overlay) outside it; one-segment paths that are no page
 * are streamer pages, and any other path goes home.
 */
export function AppRoutes() {
  return (
    <Routes>
      {featureRoutes
        .filter((route) => route.bare)
        .map((route) => (
          <Route key={route.path} path={route.path} element={pageElement(route)} />
        ))}
      <Route element={<AppLayout slots={shellSlots} />}>
        {featureRoutes.filter((route) => !route.bare).map((route) => (
          <Route key={route.path} path={route.path} element={pageElement(route)} />
        ))}
        <Route path="*" element={<Navigate to={HOME_PATHS.home} replace />} />
      </Route>
    </Routes>
  );
}
