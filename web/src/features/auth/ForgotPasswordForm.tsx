import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { textFieldProps } from '../../lib/formik';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@shared/auth/schemas';
import { authMessages } from '@shared/auth/messages';
import { AUTH_PATHS } from '../../lib/paths';

/** Always answers with the same message, so the form cannot be used to find out who has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      try {
        await sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}${AUTH_PATHS.resetPassword}` });
      } catch {
        // Deliberately silent: unknown emails get the same answer as known ones.
      }
      setSent(true);
    },
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Reset password">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Forgot your password?
        </Typography>
        <Typography color="text.secondary">Enter your email and we will send you a link to set a new one.</Typography>
        {sent && (
          <Alert severity="info" role="status">
            {authMessages.forgotPasswordSent}
          </Alert>
        )}
        <TextField {...textFieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" autoFocus />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
          Send reset link
        </Button>
        <Link component={RouterLink} to={AUTH_PATHS.login} sx={{ alignSelf: 'center' }}>
          Back to Login
        </Link>
      </Stack>
    </Box>
  );
}
