import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { callFunction } from '../../lib/callables';
import { userMessages } from '@shared/users/messages';

/** Records that the customer read the funds protection notice (saveUserAgreement), then calls `onAgreed`. */
export function useAgreeToFundsProtection(onAgreed: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await callFunction('saveUserAgreement', { type: 'fundsProtectionNotice', agreed: true });
      enqueueSnackbar(userMessages.agreementSaved, { variant: 'success' });
      onAgreed();
    } catch (error) {
      console.error(error);
      enqueueSnackbar(userMessages.agreementFailed, { variant: 'error' });
      setSaving(false);
    }
  };

  return { save, saving };
}
