import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { harmPaths } from '@shared/harm/firestorePaths';
import type { HarmDoc } from '@shared/harm/types';
import { firestore } from '../../lib/firestore';

/** harm/{uid}, live: the customer's own indicators, hold and case (undefined until anything was found). */
export function useHarmStatus(uid: string): HarmDoc | undefined {
  const { data } = useFirestoreDocData(doc(firestore, harmPaths.harm(uid)));
  return data as HarmDoc | undefined;
}
