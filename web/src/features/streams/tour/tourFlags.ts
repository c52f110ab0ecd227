import { usableStorage } from '../../consent';

const flagKey = (tourId: string) => `clutchpot.tour.${tourId}`;

/** Whether this device already finished or skipped the tour `tourId` (a tour runs once per id). */
export function isTourDone(tourId: string, storage: Storage | undefined = usableStorage()): boolean {
  try {
    return storage?.getItem(flagKey(tourId)) === 'done';
  } catch {
    return false;
  }
}

/** Remembers that the tour ran; without any storage it simply runs again next time. */
export function markTourDone(tourId: string, storage: Storage | undefined = usableStorage()): void {
  try {
    storage?.setItem(flagKey(tourId), 'done');
  } catch {
    // Nothing to keep it in.
  }
}
