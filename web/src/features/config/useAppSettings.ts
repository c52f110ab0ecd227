import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { appSettingsOf, type AppSettings } from '@shared/config';
import { paths } from '@shared/paths';
import { firestore } from '../../app/firebase';

export interface AppSettingsState {
  status: 'loading' | 'error' | 'success';
  /** The live config/app merged over the defaults, exactly as the functions read it. */
  settings: AppSettings;
}

/** Live app settings (config/app, public read). */
export function useAppSettings(): AppSettingsState {
  const { status, data } = useFirestoreDocData(doc(firestore, paths.config('app')));
  const settings = useMemo(() => appSettingsOf(data), [data]);
  return { status, settings };
}
