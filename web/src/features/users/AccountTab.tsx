import { Box, Divider, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { textFieldProps } from '../../lib/formik';
import { FormActions } from '../../ui/FormActions';
import { useCurrentUser } from '../auth';
import { LogoUpload } from './LogoUpload';
import { ReferralLinkField } from './ReferralLinkField';
import { useAccountForm } from './useAccountForm';

const USERNAME_HINT = '5 to 32 characters: letters, numbers, dashes (-) and underscores (_). Shown publicly.';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Stack sx={{ gap: 2.5, minWidth: 0 }}>{children}</Stack>
    </Box>
  );
}

function AccountTabSkeleton() {
  return (
    <Stack sx={{ gap: 3 }} role="status" aria-busy="true" aria-label="Loading account details">
      <Skeleton variant="rounded" height={96} width={96} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Stack>
  );
}

export function AccountTab() {
  const { user, userDoc } = useCurrentUser();
  const { formik, canSave } = useAccountForm();
  if (!user || !userDoc) return <AccountTabSkeleton />;

  const usernameField = textFieldProps(formik, 'username');
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Account details">
      <Stack sx={{ gap: { xs: 3, md: 4 } }}>
        <Section title="Logo" description="Shown on your profile and stream pages.">
          <LogoUpload uid={user.uid} initial={userDoc.username.charAt(0).toUpperCase()} />
        </Section>
        <Divider />
        <Section title="Profile" description="How other players see you.">
          <TextField
            label="Email"
            name="email"
            value={formik.values.email}
            helperText="The email you sign in with."
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            {...usernameField}
            label="Public username"
            helperText={usernameField.helperText ?? USERNAME_HINT}
            autoComplete="username"
            required
            slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }}
          />
        </Section>
        <Divider />
        <Section title="Referrals" description="Invite friends to Clutchpot.">
          <ReferralLinkField uid={user.uid} />
        </Section>
        <FormActions
          dirty={formik.dirty}
          submitting={formik.isSubmitting}
          canSave={canSave}
          onCancel={() => formik.resetForm()}
          label="SAVE"
          saveSx={{ minWidth: 140 }}
        />
      </Stack>
    </Box>
  );
}
