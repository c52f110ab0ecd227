import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { signInWithCustomToken } from 'firebase/auth';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { HOME_PATHS } from '../home';
import { AUTH_PATHS } from './routePaths';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import { AuthLayout } from './AuthLayout';
import { readReferralId } from './referral';
import { StatusPanel } from '../../ui/StatusPanel';
import { consumeTwitchState, twitchRedirectUri } from './twitch';
import { useOnce } from './useOnce';
import { authMessages } from '@shared/auth/messages';

/** /auth/twitch: Twitch sends the browser back here with a code, which the server exchanges for a sign-in. */
export function TwitchCallbackPage() {
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
        navigate(HOME_PATHS.home, { replace: true });
      })
      .catch((caught: unknown) => setError(errorMessage(caught)));
  });

  return (
    <AuthLayout>
      {error ? (
        <StatusPanel
          tone="error"
          title="Twitch sign-in failed"
          actions={
            <Button variant="contained" component={RouterLink} to={AUTH_PATHS.login}>
              Back to Login
            </Button>
          }
        >
          <Typography>{error}</Typography>
        </StatusPanel>
      ) : (
        <StatusPanel tone="loading" title="Signing you in with Twitch..." />
      )}
    </AuthLayout>
  );
}
