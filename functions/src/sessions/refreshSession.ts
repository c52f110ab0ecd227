import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { ownSession, realityCheckInterval, sessionWindow } from './sessionStore';
import { sessionMessages } from '../shared/sessions/messages';
import { recordHarmSignal } from '../harm/harmDays';

/**
 * Keep Playing: restarts the caller's active session's reality-check interval from now. The interval is the
 * user's current preference, so a changed preference takes effect on the next refresh.
 */
export const refreshSession = defineCallable('refreshSession', {}, async ({ sessionId }, { uid }) => {
  const expiresAt = await db.runTransaction(async (tx) => {
    const [{ ref, session }, interval] = await Promise.all([ownSession(tx, uid, sessionId), realityCheckInterval(tx, uid)]);
    if (!session.isActive) throw new HttpsError('failed-precondition', sessionMessages.sessionEnded);
    const window = sessionWindow(Date.now(), interval);
    tx.update(ref, window);
    return window.expiresAt.toMillis();
  });
  // Continuing at a reality check is an indicator of harm when it happens many times a day (LCCP SR 3.4.3).
  await recordHarmSignal(uid, Date.now(), { realityContinues: 1 });
  return { sessionId, expiresAt };
});
