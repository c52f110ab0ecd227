import { useEffect } from 'react';
import { useAppSettings, useFeatureFlags } from '../remoteConfig';

/** The region settings the gate's answer depends on: the geoblock flag and, while it is on, the blacklists. */
export interface RegionConfig {
  geoblock: boolean;
  blacklists: string;
}

/** Reports the live geoblock flag and blacklists to the region gate; it loads with Firestore after the first page. */
export default function RegionConfigWatcher({ onChange }: { onChange: (config: RegionConfig) => void }) {
  const { flags, loading: flagsLoading } = useFeatureFlags();
  const { settings, status } = useAppSettings();
  const loaded = !flagsLoading && status !== 'loading';
  const blacklists = JSON.stringify([settings.blacklistCountries, settings.blacklistStates]);
  useEffect(() => {
    if (loaded) onChange({ geoblock: flags.geoblock, blacklists });
  }, [loaded, flags.geoblock, blacklists, onChange]);
  return null;
}
