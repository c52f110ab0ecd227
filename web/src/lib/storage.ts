import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { firebaseApp } from './firebaseApp';
import { emulators, usingEmulators } from './firebaseConfig';

/** False where the Storage emulator cannot run (offline machines): upload controls say so. */
export const storageAvailable = import.meta.env.VITE_STORAGE !== 'unavailable';

export const storage = getStorage(firebaseApp);

if (usingEmulators && storageAvailable) connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
