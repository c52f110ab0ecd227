import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { textFieldProps } from '../../lib/formik';
import { loginErrorMessage } from './authErrors';
import { PasswordField } from './PasswordField';
import { loginSchema, type LoginValues } from '@shared/auth/schemas';
import { AUTH_PATHS } from '../../lib/paths';

export function LoginForm() {
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password }) => {
      setError(null);
      try {
        await signInWithEmailAndPassword(auth, email.trim(), password);
      } catch (caught) {
        setError(loginErrorMessage(caught));
      }
    },
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Log in with email">
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField {...textFieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" autoFocus />
        <PasswordField {...textFieldProps(formik, 'password')} label="Password" autoComplete="current-password" />
        <Link component={RouterLink} to={AUTH_PATHS.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
          Log In
        </Button>
      </Stack>
    </Box>
  );
}
