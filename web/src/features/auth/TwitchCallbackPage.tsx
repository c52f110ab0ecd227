import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { StatusPanel } from '../../ui/StatusPanel';
import { useTwitchSignIn } from './useTwitchSignIn';
import { AUTH_PATHS } from '../../lib/paths';

/** /auth/twitch: Twitch sends the browser back here with a code, which the server exchanges for a sign-in. */
export function TwitchCallbackPage() {
  const error = useTwitchSignIn();

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
