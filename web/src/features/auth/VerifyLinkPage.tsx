import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { FirebaseError } from 'firebase/app';
import { applyActionCode } from 'firebase/auth';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { AuthLayout } from './AuthLayout';
import { InvalidLinkPanel } from './InvalidLinkPanel';
import { useCurrentUser } from './currentUser';
import { StatusPanel } from '../../ui/StatusPanel';
import { useOnce } from './useOnce';
import { authMessages } from '@shared/auth/messages';
import { HOME_PATHS } from '../../lib/paths';

type State = 'verifying' | 'verified' | 'invalid';

/** /verify-link?oobCode=...: applies the email verification code from the link. */
export function VerifyLinkPage() {
  const [params] = useSearchParams();
  const { refresh } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<State>('verifying');

  useOnce(() => {
    const code = params.get('oobCode');
    if (!code) {
      setState('invalid');
      return;
    }
    applyActionCode(auth, code)
      .then(async () => {
        setState('verified');
        enqueueSnackbar(authMessages.emailVerifiedToast, { variant: 'success' });
        if (auth.currentUser) await refresh();
      })
      .catch((error: unknown) => {
        setState('invalid');
        if (error instanceof FirebaseError && error.code === 'auth/expired-action-code') {
          enqueueSnackbar(authMessages.verifyLinkExpired, { variant: 'error' });
        }
      });
  });

  return (
    <AuthLayout>
      {state === 'verifying' && <StatusPanel tone="loading" title={authMessages.verifyingEmail} />}
      {state === 'verified' && (
        <StatusPanel
          tone="success"
          title={authMessages.emailVerified}
          actions={
            <Button variant="contained" component={RouterLink} to={HOME_PATHS.home}>
              Continue
            </Button>
          }
        >
          <Typography>Your account is ready. Welcome to Clutchpot.</Typography>
        </StatusPanel>
      )}
      {state === 'invalid' && (
        <InvalidLinkPanel title={authMessages.invalidAuthorizationCode} detail={authMessages.invalidAuthorizationCodeDetail} />
      )}
    </AuthLayout>
  );
}
