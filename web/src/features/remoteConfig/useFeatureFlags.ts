import { doc } from 'firebase/firestore';
import { useEffect } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { type FeatureFlags, flagsOf } from '@shared/remoteConfig/featureFlags';
import { remoteConfigPaths } from '@shared/remoteConfig/firestorePaths';
import { firestore } from '../../lib/firestore';

/** Feature flags from config/flags, live; the shared defaults until (or unless) the document says otherwise. */
export function useFeatureFlags(): { flags: FeatureFlags; loading: boolean } {
  const { status, data, error } = useFirestoreDocData(doc(firestore, remoteConfigPaths.config('flags')));
  useEffect(() => {
    // A failed read is only logged (spec section 8): the defaults stand in for the document.
    if (error) console.warn('Feature flags could not be read; using the defaults.', error);
  }, [error]);
  return { flags: flagsOf(status === 'success' ? data : undefined), loading: status === 'loading' };
}
