import { useEffect } from 'react';
import { usePublicAppSettings, usePublicFeatureFlags } from '../remoteConfig';
import type { RegionConfig } from './RegionConfigWatcher';

/**
 * RegionConfigWatcher for a visitor: the same report, from config read over REST (every 30 s and on focus), so a
 * visitor's first page does not load the Firestore SDK to watch it.
 */
export default function PublicRegionConfigWatcher({ onChange }: { onChange: (config: RegionConfig) => void }) {
  const { flags, loading: flagsLoading } = usePublicFeatureFlags();
  const { settings, status } = usePublicAppSettings();
  const loaded = !flagsLoading && status !== 'loading';
  const blacklists = JSON.stringify([settings.blacklistCountries, settings.blacklistStates]);
  useEffect(() => {
    if (loaded) onChange({ geoblock: flags.geoblock, blacklists });
  }, [loaded, flags.geoblock, blacklists, onChange]);
  return null;
}
