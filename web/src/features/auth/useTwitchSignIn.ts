import { useState } from 'react';
import { signInWithCustomToken } from 'firebase/auth';
import { useSnackbar } from 'notistack';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { readReferralId } from './referral';
import { consumeTwitchState, twitchRedirectUri } from './twitch';
import { useOnce } from './useOnce';
import { authMessages } from '@shared/auth/messages';
import { HOME_PATHS } from '../../lib/paths';

/**
 * Exchanges the code Twitch sent back (signupWithTwitch) for a sign-in, once, then goes home. Returns the reason it
 * failed, or null while it is under way.
 */
export function useTwitchSignIn(): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  useOnce(() => {
    const code = params.get('code');
    const stateMatches = consumeTwitchState(params.get('state'));
    if (!code || !stateMatches) {
      setError(authMessages.invalidAuthenticationCode);
      return;
    }
    callFunction('signupWithTwitch', { code, redirectUri: twitchRedirectUri(), referralID: readReferralId() })
      .then(({ token }) => signInWithCustomToken(auth, token))
      .then(() => {
        enqueueSnackbar(authMessages.twitchLoginSucceeded, { variant: 'success' });
        void navigate(HOME_PATHS.home, { replace: true });
      })
      .catch((caught: unknown) => setError(errorMessage(caught)));
  });

  return error;
}
