import { useState } from 'react';
import { Alert, Box, Button, InputAdornment, Link, Stack, TextField, Typography, CircularProgress } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { useFormik } from 'formik';
import { useNavigate, Link as RouterLink } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { textFieldProps } from '../../lib/formik';
import { signupErrorMessage } from './authErrors';
import { PasswordField } from './PasswordField';
import { rememberSignupUsername } from './pendingSignup';
import { useUsernameAvailability, type Availability } from './useUsernameAvailability';
import { signupSchema, type SignupValues } from '@shared/auth/schemas';
import { userMessages } from '@shared/users/messages';
import { AUTH_PATHS, PAGE_PATHS } from '../../lib/paths';

const USERNAME_HINTS: Record<Availability, string> = {
  idle: 'Shown publicly. You can change it later.',
  checking: 'Checking...',
  available: 'Username is available',
  taken: userMessages.usernameTaken,
  adjusted: 'Letters, numbers, dashes and underscores, 5 to 32 characters: we will adjust it to fit.',
};

export function SignupForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik<SignupValues>({
    initialValues: { email: '', username: '', password: '', passwordConfirm: '' },
    validationSchema: signupSchema,
    onSubmit: async ({ email, username, password }) => {
      setError(null);
      if (availability === 'taken') return;
      try {
        rememberSignupUsername(username?.trim());
        const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
        await sendEmailVerification(user, { url: `${window.location.origin}${AUTH_PATHS.verifyLink}` });
        navigate(AUTH_PATHS.sendLink, { replace: true });
      } catch (caught) {
        rememberSignupUsername(undefined);
        setError(signupErrorMessage(caught));
      }
    },
  });
  const availability = useUsernameAvailability(formik.values.username ?? '');
  const usernameField = textFieldProps(formik, 'username');
  const taken = availability === 'taken';

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Sign up with email">
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField {...textFieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" />
        <TextField
          {...usernameField}
          label="Username"
          autoComplete="username"
          error={usernameField.error || taken}
          helperText={usernameField.helperText ?? USERNAME_HINTS[availability]}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {availability === 'checking' && <CircularProgress size={18} aria-label="Checking username" />}
                  {availability === 'available' && <CheckCircle color="success" fontSize="small" />}
                </InputAdornment>
              ),
            },
          }}
        />
        <PasswordField {...textFieldProps(formik, 'password')} label="Password" autoComplete="new-password" />
        <PasswordField {...textFieldProps(formik, 'passwordConfirm')} label="Confirm password" autoComplete="new-password" />
        <Typography variant="body2" color="text.secondary">
          By signing up, you agree to our{' '}
          <Link component={RouterLink} to={PAGE_PATHS.termsConditions}>
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to={PAGE_PATHS.privacyPolicy}>
            Privacy Policy
          </Link>{' '}
          and confirm that you are at least 18 years old.
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} disabled={taken}>
          Sign Up
        </Button>
      </Stack>
    </Box>
  );
}
