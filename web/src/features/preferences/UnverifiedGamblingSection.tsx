import { Divider, Stack } from '@mui/material';
import type { FormikProps } from 'formik';
import type { Preferences } from '@shared/preferences/preferences';
import { SelfExclusionSection, SelfPauseSection } from './BreakSections';
import type { PreferencesFormValues } from './preferencesForm';
import { VerifyFirstNotice } from './VerifyFirstNotice';

/**
 * The gambling controls of an account holder whose identity is not verified (yet, or after a denial): self-pause
 * and self-exclusion, which the server's gambling check applies once they are verified; limits come with the
 * verification.
 */
export function UnverifiedGamblingSection({ formik, stored, now }: { formik: FormikProps<PreferencesFormValues>; stored: Preferences; now: number }) {
  return (
    <Stack sx={{ gap: { xs: 3, md: 4 } }} divider={<Divider />}>
      <VerifyFirstNotice />
      <SelfPauseSection formik={formik} stored={stored} now={now} />
      <SelfExclusionSection formik={formik} stored={stored} now={now} />
    </Stack>
  );
}
