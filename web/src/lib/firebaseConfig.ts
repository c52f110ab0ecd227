import firebaseJson from '../../../firebase.json';

const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true';
export const emulators = firebaseJson.emulators;

const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-clutchpot';

/**
 * The Firebase project's settings, without the SDK: a visitor's first page reads public documents
 * (`publicFirestore.ts`) and calls its functions (`callables.ts`) with these alone. The SDK's app
 * (`firebaseApp.ts`) loads with Auth, Firestore, Functions, Storage or Analytics.
 */
export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  projectId,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID as string } : {}),
  // Read by Firebase Analytics, which loads only after cookie consent (features/analytics).
  ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID as string } : {}),
};
