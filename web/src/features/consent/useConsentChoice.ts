import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useCurrentUser } from '../auth';
import { saveConsentRecord } from './consentRecord';
import { setConsent } from './consentStore';
import { agreedFromConsent, type CookieConsent } from './consentStorage';
import { userMessages } from '@shared/users/messages';

/** Applies an Accept or Decline at once on this device and, when signed in, saves it to the account. */
export function useConsentChoice() {
  const { user } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);

  const choose = async (consent: CookieConsent): Promise<void> => {
    setConsent(consent);
    if (!user) return;
    setSaving(true);
    try {
      await saveConsentRecord(user.uid, agreedFromConsent(consent));
      enqueueSnackbar(userMessages.agreementSaved, { variant: 'success' });
    } catch (error) {
      console.error(error);
      enqueueSnackbar(userMessages.agreementFailed, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { choose, saving };
}
