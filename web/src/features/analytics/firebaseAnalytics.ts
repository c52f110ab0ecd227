import { getAnalytics, isSupported, logEvent } from 'firebase/analytics';
import { firebaseApp } from '../../lib/firebaseApp';
import type { SendEvent } from './paymentAnalytics';

/** Starts Firebase Analytics (loaded on demand, after consent) and returns its event sender. */
export async function connectFirebaseAnalytics(): Promise<SendEvent | null> {
  if (!(await isSupported())) return null;
  const analytics = getAnalytics(firebaseApp);
  return (name, params) => logEvent(analytics, name, params);
}
