import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import firebaseJson from '../../../firebase.json';

const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true';
export const emulators = firebaseJson.emulators;

const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-clutchpot';

/**
 * The Firebase app, Auth and Functions, which every page needs. Firestore (`lib/firestore.ts`) and Storage
 * (`lib/storage.ts`) load with the first page or hook that uses them, so a visitor's first page goes without.
 */
export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  projectId,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  // Read by Firebase Analytics, which loads only after cookie consent (features/analytics).
  ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
});

/**
 * Auth as `getAuth` sets it up, less the popup machinery: that loads Google's script on every page, so the one
 * place that opens a popup (Google sign-in) passes its resolver when it does.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
export const functions = getFunctions(firebaseApp);

if (usingEmulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
  connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
}
