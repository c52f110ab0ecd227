import { useAppSettings, useFeatureFlags } from '../remoteConfig';
import { useReportRegionConfig, type RegionConfig } from './useReportRegionConfig';

/** Reports the live geoblock flag and blacklists to the region gate; it loads with Firestore after the first page. */
export default function RegionConfigWatcher({ onChange }: { onChange: (config: RegionConfig) => void }) {
  const { flags, loading: flagsLoading } = useFeatureFlags();
  const { settings, status } = useAppSettings();
  useReportRegionConfig(flags.geoblock, settings, !flagsLoading && status !== 'loading', onChange);
  return null;
}
