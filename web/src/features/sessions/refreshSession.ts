import { callFunction } from '../../lib/callables';

/** Keep Playing: the session runs on for another interval of the user's reality check. */
export async function refreshSession(sessionId: string): Promise<void> {
  await callFunction('refreshSession', { sessionId });
}
