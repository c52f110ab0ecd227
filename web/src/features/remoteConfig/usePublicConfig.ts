import { useEffect, useMemo } from 'react';
import { readPublicDoc } from '../../lib/publicFirestore';
import { usePublicRead } from '../../lib/usePublicRead';
import { type AppSettings, appSettingsOf } from '@shared/remoteConfig/appSettings';
import { type FeatureFlags, flagsOf } from '@shared/remoteConfig/featureFlags';
import { remoteConfigPaths } from '@shared/remoteConfig/firestorePaths';

/**
 * config/flags for a visitor's pages, read over REST (no Firestore SDK) and again every 30 s and on focus; the
 * shared defaults until it is read, or if it cannot be (as useFeatureFlags does).
 */
export function usePublicFeatureFlags(): { flags: FeatureFlags; loading: boolean } {
  const { data, isPending, error } = usePublicRead(['config', 'flags'], () => readPublicDoc(remoteConfigPaths.config('flags')));
  useEffect(() => {
    if (error) console.warn('Feature flags could not be read; using the defaults.', error);
  }, [error]);
  return { flags: flagsOf(data), loading: isPending && !error };
}

/** config/app for a visitor's pages, read as usePublicFeatureFlags reads config/flags. */
export function usePublicAppSettings(): { status: 'loading' | 'error' | 'success'; settings: AppSettings } {
  const { data, status } = usePublicRead(['config', 'app'], () => readPublicDoc(remoteConfigPaths.config('app')));
  const settings = useMemo(() => appSettingsOf(data), [data]);
  return { status: status === 'pending' ? 'loading' : status, settings };
}
