import { useState } from 'react';
import { Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ProviderButtons } from './ProviderButtons';
import { redirectTarget } from './redirectTarget';
import { useCurrentUser } from './currentUser';
import { SignupForm } from './SignupForm';
import { AUTH_PATHS } from '../../lib/paths';

export type AuthMode = 'login' | 'signup' | 'forgot';

/** The router matches paths case-insensitively and with a trailing slash. */
function modeFor(pathname: string): AuthMode {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === AUTH_PATHS.signup) return 'signup';
  if (path === AUTH_PATHS.forgotPassword) return 'forgot';
  return 'login';
}

function OrDivider() {
  return (
    <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
      or
    </Divider>
  );
}

/** /auth/login, /auth/signup and /auth/forgot-password: one screen with Login and Sign Up tabs. */
export function AuthPage() {
  const { loading, user } = useCurrentUser();
  const location = useLocation();
  const mode = modeFor(location.pathname);
  const navigate = useNavigate();
  const [emailChosen, setEmailChosen] = useState(false);

  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={redirectTarget(location.search)} replace />;

  const switchTab = (next: 'login' | 'signup') =>
    navigate({ pathname: next === 'login' ? AUTH_PATHS.login : AUTH_PATHS.signup, search: location.search });

  return (
    <AuthLayout>
      {mode === 'forgot' ? (
        <ForgotPasswordForm />
      ) : (
        <>
          <Tabs value={mode} onChange={(_, value: 'login' | 'signup') => switchTab(value)} variant="fullWidth" sx={{ mb: 3 }}>
            <Tab label="Login" value="login" />
            <Tab label="Sign Up" value="signup" />
          </Tabs>
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
            {mode === 'login' ? 'Welcome back' : 'Create your account'}
          </Typography>
          {mode === 'login' ? (
            <Stack spacing={3}>
              {emailChosen && <LoginForm />}
              {emailChosen && <OrDivider />}
              <ProviderButtons {...(emailChosen ? {} : { onEmail: () => setEmailChosen(true) })} />
            </Stack>
          ) : (
            <>
              <SignupForm />
              <OrDivider />
              <ProviderButtons />
            </>
          )}
        </>
      )}
    </AuthLayout>
  );
}
