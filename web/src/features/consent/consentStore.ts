import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY, readConsent, usableStorage, writeConsent, type CookieConsent } from './consentStorage';

let storage: Storage | undefined;
let probed = false;
/** Where nothing can be stored, the choice lasts until the page is closed. */
let unsaved: CookieConsent | null = null;
const listeners = new Set<() => void>();

function consentStorage(): Storage | undefined {
  if (!probed) {
    storage = usableStorage();
    probed = true;
  }
  return storage;
}

/** The choice on this device right now (outside React). */
export function cookieConsentNow(): CookieConsent | null {
  return currentConsent();
}

function currentConsent(): CookieConsent | null {
  const area = consentStorage();
  return area ? readConsent(area) : unsaved;
}

/** Records the choice on this device and tells every part of the page that shows it. */
export function setConsent(consent: CookieConsent): void {
  if (!writeConsent(consentStorage(), consent)) unsaved = consent;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice on this device: accepted, declined, or null before the visitor has answered. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, currentConsent);
}
