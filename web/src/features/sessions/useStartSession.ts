import { useEffect, useRef, useState } from 'react';
import { SESSION_LOOKUP_ATTEMPTS, SESSION_LOOKUP_RETRY_MS } from '@shared/sessions/realityCheck';
import { callFunction } from '../../lib/callables';
import { readStoredSession, storeSession } from '../../lib/storedSession';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createSessionWithRetries(): Promise<string> {
  let failure: unknown;
  for (let attempt = 1; attempt <= SESSION_LOOKUP_ATTEMPTS; attempt += 1) {
    try {
      return (await callFunction('createSession', {})).sessionId;
    } catch (error) {
      failure = error;
      if (attempt < SESSION_LOOKUP_ATTEMPTS) await pause(SESSION_LOOKUP_RETRY_MS);
    }
  }
  throw failure;
}

export interface StartedSession {
  /** The session this tab started (now or before a reload), or null while it is being created. */
  sessionId: string | null;
  /** True when the session was started before a reload of this tab, false when it was started now. */
  resumed: boolean;
}

/** Starts a session once per sign-in in this tab; a reload keeps the session the tab already started. */
export function useStartSession(uid: string): StartedSession {
  const [stored] = useState(() => readStoredSession(uid));
  const [sessionId, setSessionId] = useState<string | null>(stored?.sessionId ?? null);
  const starting = useRef(false);

  useEffect(() => {
    if (stored || starting.current) return;
    starting.current = true;
    createSessionWithRetries()
      .then((id) => {
        storeSession(uid, id);
        setSessionId(id);
      })
      .catch((error: unknown) => console.error('Starting the session failed', error));
  }, [stored, uid]);

  return { sessionId, resumed: stored !== null };
}
