import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { ownSession } from './sessionStore';

/** End Session: closes the caller's session (the web app then logs them out). Ending it again changes nothing. */
export const endSession = defineCallable('endSession', {}, async ({ sessionId }, { uid }) => {
  await db.runTransaction(async (tx) => {
    const { ref, session } = await ownSession(tx, uid, sessionId);
    if (session.isActive) tx.update(ref, { isActive: false, endedAt: FieldValue.serverTimestamp() });
  });
  return { ended: true as const };
});
