import { firebaseConfig } from '../../lib/firebaseConfig';
import { SIGNED_IN_HINT_KEY } from './signedInHintKey';

export { SIGNED_IN_HINT_KEY };

/**
 * Whether this browser probably holds a signed-in session, told before Firebase Auth loads, so that a visitor's
 * first page goes without Auth and a member's reload still waits for their session rather than showing the
 * signed-out page. The hint is written only when Auth reports a signed-in user (part of signing in, like the
 * session Auth keeps itself) and removed when it reports nobody; a visitor who never signed in has nothing stored.
 */

export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Where storage takes no writes, probablySignedIn looks in Auth's own database instead.
  }
}

/** Firebase Auth's own store (indexedDBLocalPersistence), and the key it keeps this app's signed-in user under. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
const authUserKey = () => `firebase:authUser:${firebaseConfig.apiKey}:[DEFAULT]`;

function storedAuthUser(): Promise<boolean> {
  return new Promise((resolve) => {
    const opening = indexedDB.open(AUTH_DATABASE);
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const db = opening.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains(AUTH_STORE)) return done(false);
      const reading = db.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).count(authUserKey());
      reading.onsuccess = () => done(reading.result > 0);
      reading.onerror = () => done(false);
    };
  });
}

/**
 * Whether to load Firebase Auth for this page at once. The hint answers at once; without it, a session Auth stored
 * before the hint existed (or with site storage that takes no hint) is looked for in Auth's own database, which is
 * only opened when it exists, so nothing is created for a visitor.
 */
export async function probablySignedIn(): Promise<boolean> {
  if (readSignedInHint()) return true;
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === AUTH_DATABASE) && (await storedAuthUser());
  } catch {
    return false;
  }
}
