import { initializeApp } from 'firebase/app';
import firebaseJson from '../../../firebase.json';

const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true';
export const emulators = firebaseJson.emulators;

const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-clutchpot';
const apiKey = env.VITE_FIREBASE_API_KEY || 'demo-api-key';

/**
 * The Firebase app. Auth (`lib/firebase.ts`), Functions (`lib/functions.ts`), Firestore (`lib/firestore.ts`) and
 * Storage (`lib/storage.ts`) load with the first page or hook that uses them, so a visitor's first page goes
 * without any of them.
 */
export const firebaseApp = initializeApp({
  apiKey,
  projectId,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  // Read by Firebase Analytics, which loads only after cookie consent (features/analytics).
  ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
});
