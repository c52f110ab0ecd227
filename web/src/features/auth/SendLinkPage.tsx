import { useEffect, useState } from 'react';
import { Button, Typography } from '@mui/material';
import { sendEmailVerification, signOut } from 'firebase/auth';
import { useSnackbar } from 'notistack';
import { Navigate, useNavigate } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { AuthLayout } from './AuthLayout';
import { useCurrentUser } from './currentUser';
import { StatusPanel } from '../../ui/StatusPanel';
import { authMessages } from '@shared/auth/messages';
import { AUTH_PATHS, HOME_PATHS } from '../../lib/paths';

const POLL_MS = 4000;

/** /send-link: asks an unverified user to use the link we emailed, and notices when they have. */
export function SendLinkPage() {
  const { user, emailVerified, refresh } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  // The link may be opened in another tab or device: check now and then.
  useEffect(() => {
    if (!user || emailVerified) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [user, emailVerified, refresh]);

  if (user && emailVerified) return <Navigate to={HOME_PATHS.home} replace />;

  const resend = async () => {
    if (!user) {
      enqueueSnackbar(authMessages.noUserFoundToVerify, { variant: 'error' });
      navigate(AUTH_PATHS.login);
      return;
    }
    setSending(true);
    try {
      await refresh();
      if (auth.currentUser?.emailVerified) {
        enqueueSnackbar(authMessages.emailAlreadyVerified, { variant: 'info' });
        return;
      }
      if (!auth.currentUser) {
        enqueueSnackbar(authMessages.noUserToVerify, { variant: 'error' });
        return;
      }
      await sendEmailVerification(auth.currentUser, { url: `${window.location.origin}${AUTH_PATHS.verifyLink}` });
      enqueueSnackbar(authMessages.verificationEmailSent, { variant: 'success' });
    } catch {
      enqueueSnackbar(authMessages.verificationEmailError, { variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  const switchAccount = async () => {
    await signOut(auth);
    navigate(AUTH_PATHS.login);
  };

  return (
    <AuthLayout>
      <StatusPanel
        tone="info"
        title="Verify your email"
        actions={
          <>
            <Button variant="contained" onClick={() => void resend()} loading={sending}>
              Resend verification email
            </Button>
            {user && (
              <Button color="inherit" onClick={() => void switchAccount()}>
                Use another account
              </Button>
            )}
          </>
        }
      >
        <Typography>{authMessages.verificationEmailPrompt}</Typography>
        {user?.email && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            We sent it to <strong>{user.email}</strong>.
          </Typography>
        )}
      </StatusPanel>
    </AuthLayout>
  );
}
