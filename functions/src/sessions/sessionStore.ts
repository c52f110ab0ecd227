import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { preferencesOf } from '../shared/preferences/preferences';
import { sessionExpiry } from '../shared/sessions/realityCheck';
import { REALITY_CHECK_HOURS } from '../shared/preferences/schemas';
import type { SessionDoc } from '../shared/sessions/types';
import { SESSION_COLLECTIONS, sessionPaths } from '../shared/sessions/firestorePaths';
import { corePaths } from '../shared/core/firestorePaths';
import { sessionMessages } from '../shared/sessions/messages';

export type StoredSession = SessionDoc<Timestamp> & { id: string };

function activeSessionsQuery(uid: string) {
  return db.collection(SESSION_COLLECTIONS.sessions).where('userId', '==', uid).where('isActive', '==', true);
}

/** The user's active sessions, newest first (normally one: creating a session ends the others). */
export async function activeSessions(uid: string, tx?: Transaction): Promise<StoredSession[]> {
  const query = activeSessionsQuery(uid);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as SessionDoc<Timestamp>) }))
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
}

/**
 * The user's active session, or null. It may have expired (see isSessionExpired): it stays the user's session,
 * for example to tag ledger entries with, until the reality check refreshes or ends it.
 */
export async function activeSession(uid: string, tx?: Transaction): Promise<StoredSession | null> {
  return (await activeSessions(uid, tx))[0] ?? null;
}

/**
 * The session money the caller moves now belongs to: their active session's id (expired or not, it stays theirs
 * until the reality check refreshes or ends it), or null. Read in `tx` when given, so a wager and the session it
 * counts towards are decided together. Clients never name it.
 */
export async function callerSessionId(uid: string, tx?: Transaction): Promise<string | null> {
  return (await activeSession(uid, tx))?.id ?? null;
}

/** The reality-check interval for `uid` in force now: their preference (1, 2 or 4 hours) times config's unit. */
export async function realityCheckInterval(tx: Transaction, uid: string): Promise<{ hours: number; unitMs: number }> {
  const [userSnap, settings] = await Promise.all([tx.get(db.doc(corePaths.user(uid))), readAppSettings(tx)]);
  const preferred = preferencesOf(userSnap.data()?.preferences).gamblingRealityCheck.hours;
  const hours = (REALITY_CHECK_HOURS as readonly number[]).includes(preferred) ? preferred : REALITY_CHECK_HOURS[0];
  return { hours, unitMs: settings.realityCheckUnitMs };
}

/** createdAt, expiresAt and sessionDuration of a session (re)started at `now`. */
export function sessionWindow(now: number, interval: { hours: number; unitMs: number }) {
  return {
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(sessionExpiry(now, interval.hours, interval.unitMs)),
    sessionDuration: interval.hours,
  };
}

/** The caller's own session `sessionId`, read in `tx`; not-found or permission-denied otherwise. */
export async function ownSession(
  tx: Transaction,
  uid: string,
  sessionId: string,
): Promise<{ ref: DocumentReference; session: SessionDoc<Timestamp> }> {
  const ref = db.doc(sessionPaths.session(sessionId));
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', sessionMessages.sessionNotFound);
  const session = snap.data() as SessionDoc<Timestamp>;
  if (session.userId !== uid) throw new HttpsError('permission-denied', sessionMessages.sessionNotYours);
  return { ref, session };
}

/**
 * The caller's IP address: the first X-Forwarded-For hop, as the platform resolves it into `ip`. The Functions
 * emulator passes requests to the function over a local socket without forwarding headers; there the caller is
 * on this machine.
 */
export function callerIp(request: CallableRequest<unknown>): string | null {
  const raw = request.rawRequest;
  const forwarded = raw.headers['x-forwarded-for'];
  const firstHop = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const emulatorCaller = process.env.FUNCTIONS_EMULATOR === 'true' ? '127.0.0.1' : '';
  const ip = raw.ip || firstHop || emulatorCaller;
  // IPv4 clients reached over an IPv6 socket show as ::ffff:a.b.c.d.
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || null;
}
