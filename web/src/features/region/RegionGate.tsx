import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../ui/LoadingScreen';
import type { RegionConfig } from './RegionConfigWatcher';
import { useRegionStatus } from './useRegionStatus';

const RegionConfigWatcher = lazy(() => import('./RegionConfigWatcher'));
const RegionBlockedPage = lazy(() => import('./RegionBlockedPage'));

/**
 * Shows the region block page instead of the whole app, on every path, when the caller's region is blocked.
 * Nothing shows until the first answer; from then on the live flags are watched, so that turning the geoblock on
 * (or changing the blacklists) reaches a page that is already open.
 */
export function RegionGate({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<RegionConfig>();
  const check = useRegionStatus(config);
  const checking = <LoadingScreen fullScreen label="Checking availability in your region" />;
  if (check.state === 'checking') return checking;
  const watcher = (
    <Suspense fallback={null}>
      <RegionConfigWatcher onChange={setConfig} />
    </Suspense>
  );
  if (check.state === 'answered' && check.status.blocked) {
    return (
      <>
        {watcher}
        <Suspense fallback={checking}>
          <RegionBlockedPage />
        </Suspense>
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
