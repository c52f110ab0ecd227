import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { firestore } from '../../lib/firestore';
import { type AppSettings, appSettingsOf } from '@shared/remoteConfig/appSettings';
import { remoteConfigPaths } from '@shared/remoteConfig/firestorePaths';

export interface AppSettingsState {
  status: 'loading' | 'error' | 'success';
  /** The live config/app merged over the defaults, exactly as the functions read it. */
  settings: AppSettings;
}

/** Live app settings (config/app, public read). */
export function useAppSettings(): AppSettingsState {
  const { status, data } = useFirestoreDocData(doc(firestore, remoteConfigPaths.config('app')));
  const settings = useMemo(() => appSettingsOf(data), [data]);
  return { status, settings };
}
