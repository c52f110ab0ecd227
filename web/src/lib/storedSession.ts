import { readSessionJson, removeSessionItem, writeSessionJson } from './sessionJson';

/**
 * The session this tab started, kept in sessionStorage so that a reload does not start another one while it
 * lives (where storage is unavailable, a reload starts a new session). Cleared when the user signs out.
 */
const KEY = 'clutchpot.session';

interface StoredSession {
  uid: string;
  sessionId: string;
}

export function readStoredSession(uid: string): StoredSession | null {
  const stored = readSessionJson(KEY) as Partial<StoredSession> | null;
  return stored?.uid === uid && typeof stored.sessionId === 'string' ? { uid, sessionId: stored.sessionId } : null;
}

/** The id of the session this tab started for `uid`, or null (signed out, or none started here). */
export function storedSessionId(uid: string | undefined): string | null {
  return uid ? (readStoredSession(uid)?.sessionId ?? null) : null;
}

export function storeSession(uid: string, sessionId: string): void {
  writeSessionJson(KEY, { uid, sessionId });
}

export function clearStoredSession(): void {
  removeSessionItem(KEY);
}
