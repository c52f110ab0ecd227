import { useWrite } from '../../lib/useWrite';
import { userMessages } from '@shared/users/messages';

/** Records that the customer read the funds protection notice (saveUserAgreement), then calls `onAgreed`. */
export function useAgreeToFundsProtection(onAgreed: () => void) {
  const { send, sending } = useWrite({
    callable: 'saveUserAgreement',
    request: () => ({ type: 'fundsProtectionNotice', agreed: true }),
    success: () => userMessages.agreementSaved,
    onSuccess: onAgreed,
    failure: () => ({ message: userMessages.agreementFailed }),
  });
  return { save: () => send(undefined), saving: sending };
}
