import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { corePaths } from '@shared/core/firestorePaths';

/** Stores "read up to now" (users/{uid}.lastNotificationRead, stamped by the server), which clears the bell's count. */
export function markNotificationsRead(firestore: Firestore, uid: string): Promise<void> {
  return updateDoc(doc(firestore, corePaths.user(uid)), { lastNotificationRead: serverTimestamp() });
}
