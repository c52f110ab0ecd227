import { callFunction } from '../../lib/callables';

const inFlight = new Map<string, Promise<void>>();
const triedInBackground = new Set<string>();

/** Saves the choice to users/{uid}.agreements.cookiesConsent; the same save already under way is shared. */
export function saveConsentRecord(uid: string, agreed: boolean): Promise<void> {
  const key = `${uid}:${agreed}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const save = callFunction('saveUserAgreement', { type: 'cookiesConsent', agreed })
    .then(() => undefined)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, save);
  return save;
}

/**
 * Brings the account's record in line with this device's choice, quietly: once per account and answer per page
 * load, so a failing save is not retried on every render.
 */
export function syncConsentRecord(uid: string, agreed: boolean): void {
  const key = `${uid}:${agreed}`;
  if (inFlight.has(key) || triedInBackground.has(key)) return;
  triedInBackground.add(key);
  saveConsentRecord(uid, agreed).catch((error: unknown) => console.error('Could not save the cookie choice to the account', error));
}
