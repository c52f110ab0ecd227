import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './firebaseApp';
import { emulators, usingEmulators } from './firebaseConfig';

/** Firestore, for live reads (with reactfire's hooks) and the few direct writes the rules allow. */
export const firestore = getFirestore(firebaseApp);

if (usingEmulators) connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
