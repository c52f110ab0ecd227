import type { ReactNode } from 'react';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { RegionBlockedPage } from './RegionBlockedPage';
import { useRegionStatus } from './useRegionStatus';

/**
 * Shows the region block page instead of the whole app, on every path, when the caller's region is blocked.
 * Nothing shows until the flags are read; with the geoblock flag off the app then renders straight away.
 */
export function RegionGate({ children }: { children: ReactNode }) {
  const check = useRegionStatus();
  if (check.state === 'checking') return <LoadingScreen fullScreen label="Checking availability in your region" />;
  if (check.state === 'answered' && check.status.blocked) return <RegionBlockedPage />;
  return children;
}
