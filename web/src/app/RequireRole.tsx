import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAnyRole, type Role } from '@shared/core/roles';
import { useCurrentUser } from '../features/auth';
import { useRegionSettled } from '../features/region';
import { LoadingScreen } from '../ui/LoadingScreen';
import { AUTH_PATHS, HOME_PATHS } from '../lib/paths';

/**
 * Renders `children` only for callers passing the role check; visitors are sent to login (and back afterwards),
 * signed-in users without the role go home. Either redirect waits for the region answer, so a blocked caller
 * sees the unavailable page on the path they opened.
 */
export function RequireRole({ allow, children }: { allow: readonly Role[]; children: ReactNode }) {
  const { loading, user, claims } = useCurrentUser();
  const location = useLocation();
  const regionSettled = useRegionSettled();
  if (loading) return <LoadingScreen />;
  if (hasAnyRole(user ? (claims ?? {}) : null, allow)) return <>{children}</>;
  if (!regionSettled) return <LoadingScreen />;
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${AUTH_PATHS.login}?next=${next}`} replace />;
  }
  return <Navigate to={HOME_PATHS.home} replace />;
}
