import { useEffect } from 'react';
import { useCurrentUser } from '../auth';
import { syncConsentRecord } from './consentRecord';
import { setConsent } from './consentStore';
import { agreedFromConsent, consentFromAgreed, type CookieConsent } from './consentStorage';

/**
 * Keeps this device and the signed-in account in step: a device without a choice takes the account's, and a
 * device choice the account lacks (or differs from) is saved to it.
 */
export function useConsentRecordSync(consent: CookieConsent | null): void {
  const { user, userDoc } = useCurrentUser();
  const uid = user?.uid;
  const loaded = userDoc !== undefined;
  const recorded = userDoc?.agreements?.cookiesConsent?.agreed;

  useEffect(() => {
    if (!uid || !loaded) return;
    if (consent === null) {
      if (recorded !== undefined) setConsent(consentFromAgreed(recorded));
      return;
    }
    const agreed = agreedFromConsent(consent);
    if (recorded !== agreed) syncConsentRecord(uid, agreed);
  }, [uid, loaded, consent, recorded]);
}
