import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { auth } from '../../lib/firebase';
import { textFieldProps } from '../../lib/formik';
import { AuthLayout } from './AuthLayout';
import { InvalidLinkPanel } from './InvalidLinkPanel';
import { PasswordField } from './PasswordField';
import { StatusPanel } from '../../ui/StatusPanel';
import { useOnce } from './useOnce';
import { resetPasswordSchema, type ResetPasswordValues } from '@shared/auth/schemas';
import { authMessages } from '@shared/auth/messages';
import { AUTH_PATHS } from '../../lib/paths';

type LinkState = { status: 'checking' } | { status: 'invalid' } | { status: 'valid'; code: string; email: string };

function ResetForm({ code, email }: { code: string; email: string }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async ({ password }) => {
      try {
        await confirmPasswordReset(auth, code, password);
        enqueueSnackbar(authMessages.resetSucceeded, { variant: 'success' });
        navigate(AUTH_PATHS.login, { replace: true });
      } catch {
        enqueueSnackbar(authMessages.resetFailed, { variant: 'error' });
      }
    },
  });
  const field = textFieldProps(formik, 'password');
  // The rule is shown, live, only after the first attempt.
  const attempted = formik.submitCount > 0;
  const disabled = !formik.values.password || (attempted && !formik.isValid);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Set a new password">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Set a new password
        </Typography>
        <Typography color="text.secondary">
          For <strong>{email}</strong>. Use at least 6 characters with a number, an uppercase and a lowercase letter.
        </Typography>
        <PasswordField
          {...field}
          error={attempted && field.error}
          helperText={attempted ? field.helperText : undefined}
          label="New password"
          autoComplete="new-password"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting} disabled={disabled}>
          Reset password
        </Button>
      </Stack>
    </Box>
  );
}

/** /reset-password?oobCode=...: checks the reset link, then asks for the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [link, setLink] = useState<LinkState>({ status: 'checking' });

  useOnce(() => {
    const code = params.get('oobCode');
    if (!code) {
      setLink({ status: 'invalid' });
      return;
    }
    verifyPasswordResetCode(auth, code)
      .then((email) => setLink({ status: 'valid', code, email }))
      .catch(() => setLink({ status: 'invalid' }));
  });

  return (
    <AuthLayout>
      {link.status === 'checking' && <StatusPanel tone="loading" title="Checking your link..." />}
      {link.status === 'valid' && <ResetForm code={link.code} email={link.email} />}
      {link.status === 'invalid' && (
        <InvalidLinkPanel title={authMessages.invalidResetLinkTitle} detail={authMessages.invalidResetLinkDetail} />
      )}
    </AuthLayout>
  );
}
