import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import firebaseJson from '../../../firebase.json';

const env = import.meta.env;
export const usingEmulators = env.VITE_USE_EMULATORS === 'true';
/** False where the Storage emulator cannot run (offline machines): upload controls say so. */
export const storageAvailable = env.VITE_STORAGE !== 'unavailable';

const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-clutchpot';

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  projectId,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
});

export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp);
export const storage = getStorage(firebaseApp);

if (usingEmulators) {
  const { auth: authEmulator, firestore: firestoreEmulator, functions: functionsEmulator, storage: storageEmulator } =
    firebaseJson.emulators;
  connectAuthEmulator(auth, `http://${authEmulator.host}:${authEmulator.port}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, firestoreEmulator.host, firestoreEmulator.port);
  connectFunctionsEmulator(functions, functionsEmulator.host, functionsEmulator.port);
  if (storageAvailable) connectStorageEmulator(storage, storageEmulator.host, storageEmulator.port);
}
