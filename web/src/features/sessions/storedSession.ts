/**
 * The session this tab started, kept in sessionStorage so that a reload does not start another one while it
 * lives. Cleared when the user signs out.
 */
const KEY = 'clutchpot.session';

interface StoredSession {
  uid: string;
  sessionId: string;
}

export function readStoredSession(uid: string): StoredSession | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StoredSession> | null;
    return stored?.uid === uid && typeof stored.sessionId === 'string' ? { uid, sessionId: stored.sessionId } : null;
  } catch {
    return null;
  }
}

export function storeSession(uid: string, sessionId: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ uid, sessionId }));
  } catch {
    // Storage can be unavailable (private mode quotas); a reload then starts a new session.
  }
}

export function clearStoredSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
