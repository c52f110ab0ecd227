import { Box, Divider, Skeleton, Stack, TextField } from '@mui/material';
import { textFieldProps } from '../../lib/formik';
import { SettingsFormActions } from '../../ui/FormActions';
import { SettingsSection } from '../../ui/SettingsSection';
import { useCurrentUser } from '../auth';
import { LogoUpload } from './LogoUpload';
import { ReferralLinkField } from './ReferralLinkField';
import { useAccountForm } from './useAccountForm';

const USERNAME_HINT = '5 to 32 characters: letters, numbers, dashes (-) and underscores (_). Shown publicly.';

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
        <SettingsSection title="Logo" description="Shown on your profile and stream pages.">
          <LogoUpload uid={user.uid} initial={userDoc.username.charAt(0).toUpperCase()} />
        </SettingsSection>
        <Divider />
        <SettingsSection title="Profile" description="How other players see you.">
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
        </SettingsSection>
        <Divider />
        <SettingsSection title="Referrals" description="Invite friends to Clutchpot.">
          <ReferralLinkField uid={user.uid} />
        </SettingsSection>
        <SettingsFormActions formik={formik} canSave={canSave} />
      </Stack>
    </Box>
  );
}
