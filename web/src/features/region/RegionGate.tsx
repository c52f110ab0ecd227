import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../ui/LoadingScreen';
import type { RegionConfig } from './useReportRegionConfig';
import { RegionSettledContext } from './regionSettled';
import { useRegionStatus } from './useRegionStatus';

const RegionConfigWatcher = lazy(() => import('./RegionConfigWatcher'));
const PublicRegionConfigWatcher = lazy(() => import('./PublicRegionConfigWatcher'));
const RegionBlockedPage = lazy(() => import('./RegionBlockedPage'));

/**
 * Shows the region block page instead of the whole app, on every path, when the caller's region is blocked.
 * The app renders while the first answer is on its way (the home page paints without waiting on a function call;
 * the server refuses money in and wagers from a blocked region whatever the page shows), and redirects wait for
 * it (`useRegionSettled`). From then on the flags are watched, so that turning the geoblock on (or changing
 * the blacklists) reaches a page that is already open: live for a signed-in user, read again every 30 s and on
 * focus for a visitor (whose first page goes without the Firestore SDK).
 */
export function RegionGate({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [config, setConfig] = useState<RegionConfig>();
  const check = useRegionStatus(config);
  const watcher = (
    <Suspense fallback={null}>
      {signedIn ? <RegionConfigWatcher onChange={setConfig} /> : <PublicRegionConfigWatcher onChange={setConfig} />}
    </Suspense>
  );
  if (check.state === 'answered' && check.status.blocked) {
    return (
      <>
        {watcher}
        <Suspense fallback={<LoadingScreen fullScreen label="Checking availability in your region" />}>
          <RegionBlockedPage />
        </Suspense>
      </>
    );
  }
  return (
    <RegionSettledContext.Provider value={check.state !== 'checking'}>
      {watcher}
      {children}
    </RegionSettledContext.Provider>
  );
}
