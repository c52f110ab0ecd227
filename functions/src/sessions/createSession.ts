import { Timestamp } from 'firebase-admin/firestore';
import { lookupLocation } from '../clients/geolocation';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { activeSessions, callerIp, realityCheckInterval, sessionWindow } from './sessionStore';
import type { SessionDoc } from '../shared/sessions/types';
import { SESSION_COLLECTIONS, sessionPaths } from '../shared/sessions/firestorePaths';

/**
 * Starts the caller's login session: looks their IP address up (retrying, then keeping the error), ends any
 * other active session of theirs and creates the new one, which expires after their reality-check interval.
 */
export const createSession = defineCallable('createSession', {}, async (_data, { uid, raw }) => {
  const ip = callerIp(raw);
  const lookup = await lookupLocation(ip);
  const ref = db.collection(SESSION_COLLECTIONS.sessions).doc();

  const expiresAt = await db.runTransaction(async (tx) => {
    const [interval, previous] = await Promise.all([realityCheckInterval(tx, uid), activeSessions(uid, tx)]);
    const now = Date.now();
    const ended = Timestamp.fromMillis(now);
    for (const session of previous) {
      tx.update(db.doc(sessionPaths.session(session.id)), { isActive: false, endedAt: ended });
    }
    const window = sessionWindow(now, interval);
    const session: SessionDoc<Timestamp> = {
      userId: uid,
      isActive: true,
      startedAt: window.createdAt,
      ...window,
      ip,
      location: lookup.location,
      lookupError: lookup.error,
      endedAt: null,
    };
    tx.create(ref, session);
    return window.expiresAt.toMillis();
  });
  return { sessionId: ref.id, expiresAt };
});
