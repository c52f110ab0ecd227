import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { announceAuth } from './authLoading';
import { firebaseApp } from './firebaseApp';
import { emulators, usingEmulators } from './firebaseConfig';

/**
 * Firebase Auth as `getAuth` sets it up, less the popup machinery: that loads Google's script on every page, so the
 * one place that opens a popup (Google sign-in) passes its resolver when it does. It loads with the sign-in screens,
 * or at once for a browser that probably holds a session (`lib/signedInHint.ts`), so a visitor's first page goes
 * without it.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (usingEmulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
}

announceAuth(auth);
