import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulators, firebaseApp, usingEmulators } from './firebaseApp';

/** False where the Storage emulator cannot run (offline machines): upload controls say so. */
export const storageAvailable = import.meta.env.VITE_STORAGE !== 'unavailable';

export const storage = getStorage(firebaseApp);

if (usingEmulators && storageAvailable) connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
