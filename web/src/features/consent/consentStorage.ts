/** The visitor's answer to the cookie notice, kept on this device. */
export type CookieConsent = 'accepted' | 'declined';

export const COOKIE_CONSENT_KEY = 'clutchpot.cookiesConsent';

type StorageSource = () => Storage;

const BROWSER_STORAGE: readonly StorageSource[] = [() => window.localStorage, () => window.sessionStorage];
const PROBE_KEY = 'clutchpot.storageProbe';

/**
 * The first storage that takes a write: local storage, else session storage. Merely touching `localStorage`
 * throws where site data is blocked, and private modes of some browsers throw on every write.
 */
export function usableStorage(sources: readonly StorageSource[] = BROWSER_STORAGE): Storage | undefined {
  for (const source of sources) {
    try {
      const storage = source();
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
      return storage;
    } catch {
      // Try the next one.
    }
  }
  return undefined;
}

function isCookieConsent(value: unknown): value is CookieConsent {
  return value === 'accepted' || value === 'declined';
}

export function readConsent(storage: Storage | undefined): CookieConsent | null {
  try {
    const value = storage?.getItem(COOKIE_CONSENT_KEY);
    return isCookieConsent(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the choice; false when no storage would take it. */
export function writeConsent(storage: Storage | undefined, consent: CookieConsent): boolean {
  if (!storage) return false;
  try {
    storage.setItem(COOKIE_CONSENT_KEY, consent);
    return true;
  } catch {
    return false;
  }
}

export const consentFromAgreed = (agreed: boolean): CookieConsent => (agreed ? 'accepted' : 'declined');
export const agreedFromConsent = (consent: CookieConsent): boolean => consent === 'accepted';
