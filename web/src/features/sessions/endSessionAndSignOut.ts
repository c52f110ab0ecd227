import { signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase';
import { callFunction } from '../../lib/callables';
import { clearStoredSession } from '../../lib/storedSession';

/**
 * Ends the session (when there is one) and signs the user out: ending a session logs the user out. The sign-out
 * happens even when ending fails, since the user asked to stop; the next login ends any session left active.
 */
export async function endSessionAndSignOut(sessionId: string | null): Promise<void> {
  clearStoredSession();
  if (sessionId) {
    await callFunction('endSession', { sessionId }).catch((error: unknown) => console.error('Ending the session failed', error));
  }
  await signOut(auth);
}
