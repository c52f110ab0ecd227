import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { RegionBlockedPage } from './RegionBlockedPage';
import type { RegionConfig } from './RegionConfigWatcher';
import { useRegionStatus } from './useRegionStatus';

const RegionConfigWatcher = lazy(() => import('./RegionConfigWatcher'));

/**
 * Shows the region block page instead of the whole app, on every path, when the caller's region is blocked.
 * Nothing shows until the first answer; from then on the live flags are watched, so that turning the geoblock on
 * (or changing the blacklists) reaches a page that is already open.
 */
export function RegionGate({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<RegionConfig>();
  const check = useRegionStatus(config);
  if (check.state === 'checking') return <LoadingScreen fullScreen label="Checking availability in your region" />;
  const watcher = (
    <Suspense fallback={null}>
      <RegionConfigWatcher onChange={setConfig} />
    </Suspense>
  );
  if (check.state === 'answered' && check.status.blocked) {
    return (
      <>
        {watcher}
        <RegionBlockedPage />
      </>
    );
  }
  return (
    <>
      {watcher}
      {children}
    </>
  );
}
