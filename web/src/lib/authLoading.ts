import type { Auth } from 'firebase/auth';

let loadedAuth: Auth | null = null;
const waiting = new Set<(auth: Auth) => void>();

/** Called once by `lib/firebase.ts` when Firebase Auth has loaded, whichever page or provider loaded it. */
export function announceAuth(auth: Auth): void {
  loadedAuth = auth;
  for (const listener of waiting) listener(auth);
  waiting.clear();
}

/** Firebase Auth if it has loaded in this page, without loading it. */
export const authIfLoaded = (): Auth | null => loadedAuth;

/** Calls `listener` when Firebase Auth loads (at once if it has); returns the unsubscribe. */
export function whenAuthLoads(listener: (auth: Auth) => void): () => void {
  if (loadedAuth) {
    listener(loadedAuth);
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}
