import { useEffect } from 'react';
import type { AppSettings } from '@shared/remoteConfig/appSettings';

/** The region settings the gate's answer depends on: the geoblock flag and, while it is on, the blacklists. */
export interface RegionConfig {
  geoblock: boolean;
  blacklists: string;
}

/**
 * Reports the geoblock flag and blacklists to the region gate once both are loaded, and again when they change;
 * the watchers differ only in how they read them (live for members, over REST for visitors).
 */
export function useReportRegionConfig(
  geoblock: boolean,
  settings: Pick<AppSettings, 'blacklistCountries' | 'blacklistStates'>,
  loaded: boolean,
  onChange: (config: RegionConfig) => void,
): void {
  const blacklists = JSON.stringify([settings.blacklistCountries, settings.blacklistStates]);
  useEffect(() => {
    if (loaded) onChange({ geoblock, blacklists });
  }, [loaded, geoblock, blacklists, onChange]);
}
