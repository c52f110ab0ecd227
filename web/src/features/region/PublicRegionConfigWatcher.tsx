import { usePublicAppSettings, usePublicFeatureFlags } from '../remoteConfig';
import { useReportRegionConfig, type RegionConfig } from './useReportRegionConfig';

/**
 * RegionConfigWatcher for a visitor: the same report, from config read over REST (every 30 s and on focus), so a
 * visitor's first page does not load the Firestore SDK to watch it.
 */
export default function PublicRegionConfigWatcher({ onChange }: { onChange: (config: RegionConfig) => void }) {
  const { flags, loading: flagsLoading } = usePublicFeatureFlags();
  const { settings, status } = usePublicAppSettings();
  useReportRegionConfig(flags.geoblock, settings, !flagsLoading && status !== 'loading', onChange);
  return null;
}
