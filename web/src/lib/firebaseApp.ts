import { initializeApp } from 'firebase/app';
import { firebaseConfig } from './firebaseConfig';

/**
 * The Firebase app. Auth (`lib/firebase.ts`), Functions (`lib/functions.ts`), Firestore (`lib/firestore.ts`) and
 * Storage (`lib/storage.ts`) load with the first page or hook that uses them, and this with them, so a visitor's
 * first page goes without any Firebase SDK.
 */
export const firebaseApp = initializeApp(firebaseConfig);
